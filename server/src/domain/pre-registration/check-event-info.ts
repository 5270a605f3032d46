import { CATEGORY_OF_TYPE_REQUIRED_MESSAGE, CHOSEN_GIFT_UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import { EVENT_EDIT_MESSAGES, isReservedSlug, RESERVED_SLUG_MESSAGE } from '@celebra/shared/validation';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCategories, events, eventTypes, gifts, preUserRequests } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

type EventInfoChoices = {
  requestId: number;
  eventTypeId: number;
  eventCategoryId: number;
  slug: string;
  gifts: number[];
};

/**
 * What the wizard chose must exist in the catalogue: an active event type, one of its categories,
 * active gifts. The slug must be free, both among events and among the other requests still
 * waiting for their event, so the administrator's wizard can create it as asked.
 */
export async function checkEventInfo(db: Db, choices: EventInfoChoices): Promise<void> {
  // A typed slug was checked by the shared schema; one derived from the title ('Site' → 'site')
  // was not, and would stand where the platform's own paths are.
  if (isReservedSlug(choices.slug)) throw new DomainError('conflict', RESERVED_SLUG_MESSAGE);
  const [category] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
    .where(
      and(
        eq(eventCategories.id, choices.eventCategoryId),
        eq(eventCategories.eventTypeId, choices.eventTypeId),
        eq(eventTypes.active, true),
      ),
    )
    .limit(1);
  if (!category) throw new DomainError('invalid', CATEGORY_OF_TYPE_REQUIRED_MESSAGE);

  const found = await db
    .select({ id: gifts.id })
    .from(gifts)
    .where(and(inArray(gifts.id, choices.gifts), eq(gifts.active, true), isNull(gifts.ownerEventId)));
  if (found.length !== new Set(choices.gifts).size)
    throw new DomainError('invalid', CHOSEN_GIFT_UNAVAILABLE_MESSAGE);

  const [takenByEvent] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.slug, choices.slug))
    .limit(1);
  const [takenByRequest] = await db
    .select({ id: preUserRequests.id })
    .from(preUserRequests)
    .where(
      and(
        ne(preUserRequests.id, choices.requestId),
        eq(preUserRequests.accountCreated, false),
        sql`${preUserRequests.eventInfoJson}->>'slug' = ${choices.slug}`,
      ),
    )
    .limit(1);
  if (takenByEvent || takenByRequest) throw new DomainError('conflict', EVENT_EDIT_MESSAGES.slugInUse);
}
