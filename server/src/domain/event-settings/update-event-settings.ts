import { EVENT_EDIT_MESSAGES } from '@celebra/shared/messages';
import type { TEventSettings } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { eventSettings, events } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';

/**
 * Saves the switches, the password (null opens the site) and the slug together. The slug's
 * uniqueness is the database's to decide (two hosts may ask for the same one at once): the
 * unique violation becomes a 409 with the form's message and nothing is saved.
 */
export async function updateEventSettings(
  db: Db,
  eventId: number,
  input: TEventSettings,
): Promise<TEventSettings> {
  const { slug, ...switches } = input;
  try {
    await db.transaction(async (tx) => {
      await tx.update(events).set({ slug }).where(eq(events.id, eventId));
      await tx
        .insert(eventSettings)
        .values({ eventId, ...switches })
        .onConflictDoUpdate({ target: eventSettings.eventId, set: { ...switches, updatedAt: new Date() } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EVENT_EDIT_MESSAGES.slugInUse);
    throw error;
  }
  return input;
}
