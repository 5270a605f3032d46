import { EVENT_EDIT_MESSAGES } from '@celebra/shared/messages';
import type { TEventSettings } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { eventSettings, events } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';

/**
 * What the host saves; the fee's default and the search engines' switch, left out by an older
 * client, keep their saved values.
 */
export type EventSettingsInput = Omit<TEventSettings, 'guestCoversFeeByDefault' | 'allowSearchEngines'> & {
  guestCoversFeeByDefault?: boolean | undefined;
  allowSearchEngines?: boolean | undefined;
};

/**
 * Saves the switches, the password (null opens the site) and the slug together. The slug's
 * uniqueness is the database's to decide (two hosts may ask for the same one at once): the
 * unique violation becomes a 409 with the form's message and nothing is saved.
 */
export async function updateEventSettings(
  db: Db,
  eventId: number,
  input: EventSettingsInput,
): Promise<TEventSettings> {
  const { slug, guestCoversFeeByDefault, allowSearchEngines, ...rest } = input;
  const switches = {
    ...rest,
    ...(guestCoversFeeByDefault === undefined ? {} : { guestCoversFeeByDefault }),
    ...(allowSearchEngines === undefined ? {} : { allowSearchEngines }),
  };
  try {
    const saved = await db.transaction(async (tx) => {
      await tx.update(events).set({ slug }).where(eq(events.id, eventId));
      const [row] = await tx
        .insert(eventSettings)
        .values({ eventId, ...switches })
        .onConflictDoUpdate({ target: eventSettings.eventId, set: { ...switches, updatedAt: new Date() } })
        .returning({
          guestCoversFeeByDefault: eventSettings.guestCoversFeeByDefault,
          allowSearchEngines: eventSettings.allowSearchEngines,
        });
      return row;
    });
    return {
      ...input,
      guestCoversFeeByDefault: saved?.guestCoversFeeByDefault ?? true,
      allowSearchEngines: saved?.allowSearchEngines ?? false,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EVENT_EDIT_MESSAGES.slugInUse);
    throw error;
  }
}
