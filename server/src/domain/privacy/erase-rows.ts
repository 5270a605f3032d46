import {
  ERASED_GUEST_FIRST_NAME,
  ERASED_GUEST_LAST_NAME,
  ERASED_MESSAGE_TEXT,
} from '@celebra/shared/messages';
import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventMessages, guestAnswers, guestCompanions, guests, purchases } from '../../db/schema/index';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many rows of each kind were anonymised. */
export type ErasureCounts = { guests: number; messages: number; purchases: number };

/** Which rows to anonymise; rows already erased are skipped. */
export type ErasureTarget = { guests: SQL; messages: SQL; purchases: SQL };

/**
 * Anonymises the chosen rows in place. The rows stay, so what the host and the books count still
 * adds up: a guest's answer (attending) and companions' ages (the adults/children totals), a
 * purchase's amounts, status, dates and items. What identifies a person goes: names, e-mail,
 * phone, free texts, the answers to the host's questions, and the personal link (a new random
 * token, so an old link no longer opens the site with the guest's data).
 */
export async function eraseRows(tx: Tx | Db, target: ErasureTarget, now: Date): Promise<ErasureCounts> {
  const erasedGuests = await tx
    .update(guests)
    .set({
      firstName: ERASED_GUEST_FIRST_NAME,
      lastName: ERASED_GUEST_LAST_NAME,
      email: '',
      phoneNumber: '',
      message: null,
      invitationToken: sql`replace(gen_random_uuid()::text, '-', '')`,
      erasedAt: now,
    })
    .where(and(target.guests, isNull(guests.erasedAt)))
    .returning({ id: guests.id });
  const guestIds = erasedGuests.map((g) => g.id);
  if (guestIds.length > 0) {
    await tx.update(guestCompanions).set({ name: '' }).where(inArray(guestCompanions.guestId, guestIds));
    await tx.delete(guestAnswers).where(inArray(guestAnswers.guestId, guestIds));
  }

  const erasedMessages = await tx
    .update(eventMessages)
    .set({ firstName: '', lastName: '', email: '', message: ERASED_MESSAGE_TEXT, erasedAt: now })
    .where(and(target.messages, isNull(eventMessages.erasedAt)))
    .returning({ id: eventMessages.id });

  // An empty buyer's name is shown as 'Anônimo' everywhere a purchase is listed.
  const erasedPurchases = await tx
    .update(purchases)
    .set({ guestName: '', guestEmail: '', guestMessage: null, erasedAt: now })
    .where(and(target.purchases, isNull(purchases.erasedAt)))
    .returning({ id: purchases.id });

  return { guests: guestIds.length, messages: erasedMessages.length, purchases: erasedPurchases.length };
}
