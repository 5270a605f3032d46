import {
  EVENT_EDIT_MESSAGES,
  isReservedSlug,
  LIMITS,
  RESERVED_SLUG_MESSAGE,
  SLUG_FORMAT_MESSAGE,
  SLUG_PATTERN,
  WIZARD_MESSAGES,
} from '@celebra/shared/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, preUserRequests } from '../../db/schema/index';

/** A link as it would be saved, whether it can be, and why not ('' when it can). */
export type SlugAvailability = { slug: string; available: boolean; reason: string };

/**
 * Whether an event's link can still be chosen, as the wizards ask while it is typed. The link is
 * read as the forms save it (trimmed, lower-cased), then refused for the same reasons the
 * wizards' posts refuse it: blank, badly formed, one of the platform's own paths, held by an event,
 * or chosen by a pre-registration still waiting for its event (the administrator creates that
 * event with the link its host asked for, so nobody else may take it meanwhile).
 */
export async function checkSlugAvailable(db: Db, typed: string): Promise<SlugAvailability> {
  const slug = typed.trim().toLowerCase();
  const refused = (reason: string) => ({ slug, available: false, reason });
  if (slug === '') return refused(WIZARD_MESSAGES.required);
  if (slug.length > LIMITS.slug || !SLUG_PATTERN.test(slug)) return refused(SLUG_FORMAT_MESSAGE);
  if (isReservedSlug(slug)) return refused(RESERVED_SLUG_MESSAGE);

  const [takenByEvent, takenByRequest] = await Promise.all([
    db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1),
    db
      .select({ id: preUserRequests.id })
      .from(preUserRequests)
      .where(
        and(
          eq(preUserRequests.accountCreated, false),
          sql`${preUserRequests.eventInfoJson}->>'slug' = ${slug}`,
        ),
      )
      .limit(1),
  ]);
  if (takenByEvent.length > 0 || takenByRequest.length > 0) return refused(EVENT_EDIT_MESSAGES.slugInUse);
  return { slug, available: true, reason: '' };
}
