import { EVENT_EDIT_MESSAGES } from '@celebra/shared/messages';
import type { TEventSettings } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { eventSettings, events } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { hashSitePassword } from '../site-password/hash-site-password';

/**
 * What the host saves; the fee's default and the search engines' switch, left out by an older
 * client, keep their saved values. `password`: undefined keeps the site's, null opens the site, a
 * string replaces it (stored hashed).
 */
export type EventSettingsInput = Omit<
  TEventSettings,
  'guestCoversFeeByDefault' | 'allowSearchEngines' | 'hasPassword'
> & {
  guestCoversFeeByDefault?: boolean | undefined;
  allowSearchEngines?: boolean | undefined;
  password?: string | null | undefined;
};

/**
 * Saves the switches, the password (its hash; null opens the site) and the slug together. The slug's
 * uniqueness is the database's to decide (two hosts may ask for the same one at once): the
 * unique violation becomes a 409 with the form's message and nothing is saved.
 */
export async function updateEventSettings(
  db: Db,
  eventId: number,
  input: EventSettingsInput,
): Promise<TEventSettings> {
  const { slug, guestCoversFeeByDefault, allowSearchEngines, password, ...rest } = input;
  const switches = {
    ...rest,
    ...(guestCoversFeeByDefault === undefined ? {} : { guestCoversFeeByDefault }),
    ...(allowSearchEngines === undefined ? {} : { allowSearchEngines }),
    // Hashed before the transaction: argon2 takes its ~50 ms without holding the rows.
    ...(password === undefined
      ? {}
      : { passwordHash: password === null ? null : await hashSitePassword(password) }),
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
          passwordHash: eventSettings.passwordHash,
        });
      return row;
    });
    return {
      ...rest,
      slug,
      guestCoversFeeByDefault: saved?.guestCoversFeeByDefault ?? true,
      allowSearchEngines: saved?.allowSearchEngines ?? false,
      hasPassword: (saved?.passwordHash ?? null) !== null,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', EVENT_EDIT_MESSAGES.slugInUse);
    throw error;
  }
}
