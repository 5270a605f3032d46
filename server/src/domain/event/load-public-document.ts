import { ZGuestsGetEventResponseSchema } from '@celebra/shared/api';
import { EVENT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { EncodedBody } from '../../read-model/public-event-cache/encoded-body';
import type { PublicEventDocument } from '../../read-model/public-event-cache/public-event-cache';
import { rsvpClosesAt } from '../rsvp/rsvp-deadline';
import { findEventBySlug, findPublicEvent } from './find-public-event';

/**
 * A document whose `rsvp.open` is true until a deadline: `rsvpClosesAt` (epoch ms) is when it stops
 * being true, and the cache must not serve it after that (plugins/public-event-cache.ts). Null
 * when the answer does not depend on the clock (no deadline, or already closed).
 */
export type TimedPublicEventDocument = PublicEventDocument & { rsvpClosesAt: number | null };

/**
 * The document the event page answers for `slug`, read from the database (a cache miss): whether
 * the site is on, its password, and the 200 answer serialized once. It goes through the
 * contract's response schema exactly as Fastify's serializer would (z.encode, then
 * JSON.stringify), so a cached answer is byte for byte the one the route gave before the cache.
 * Undefined for an unknown slug, which is not cached: a new event takes it with no notice owed.
 */
export async function loadPublicDocument(
  db: Db,
  slug: string,
): Promise<TimedPublicEventDocument | undefined> {
  const found = await findEventBySlug(db, slug);
  if (!found) return undefined;
  const { event, password, allowSearchEngines } = found;
  if (!event.active) {
    return { eventId: event.id, active: false, password, allowSearchEngines, body: null, rsvpClosesAt: null };
  }
  const publicEvent = await findPublicEvent(db, found);
  const answer = z.encode(ZGuestsGetEventResponseSchema, {
    success: true,
    message: EVENT_FOUND_MESSAGE,
    event: publicEvent,
  });
  const { deadline, open } = publicEvent.rsvp;
  return {
    eventId: event.id,
    active: true,
    password,
    allowSearchEngines,
    body: new EncodedBody(JSON.stringify(answer)),
    rsvpClosesAt: open && deadline !== null ? rsvpClosesAt(deadline).getTime() : null,
  };
}
