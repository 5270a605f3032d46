import { centsToReais } from '@celebra/shared/format';
import type { THostReceivedGift, TReceivedGift, TReceivedGiftsFilter } from '@celebra/shared/models';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guests, purchases } from '../../db/schema/index';
import { findHeldCredits } from '../ledger/find-held-credits';
import { hostLineCents } from './price-cart';
import { remainingUserCents } from './remaining-amounts';

type ReceivedGiftRow = TReceivedGift & {
  guestEmail: string;
  guestMessage: string | null;
  thankedAt: Date | null;
};

/**
 * An event's received gifts, newest first, with their items and each item's catalogue image:
 * every purchase of the event (all statuses, the apps translate them) unless `filter` names one
 * status, with what only the host's call shows (the guest's e-mail and note, the thank-you mark).
 * One event's purchases are bounded by that event's guests, so the list is not paged (the contract
 * has no paging); purchases are read through the (event_id, status) index.
 */
async function readReceivedGifts(
  db: Db,
  eventId: number,
  filter: TReceivedGiftsFilter,
): Promise<ReceivedGiftRow[]> {
  const rows = await db.query.purchases.findMany({
    where: and(eq(purchases.eventId, eventId), filter === 'ALL' ? undefined : eq(purchases.status, filter)),
    orderBy: [desc(purchases.createdAt), desc(purchases.id)],
    columns: {
      id: true,
      guestName: true,
      guestEmail: true,
      guestMessage: true,
      thankedAt: true,
      createdAt: true,
      status: true,
      state: true,
      userAmountCents: true,
      totalPriceCents: true,
      percentage: true,
      feeCoveredByGuest: true,
    },
    // What the couple still receive of it, read from the ledger's line refunds (remaining-amounts.ts).
    extras: (t) => ({ remainingUserCents: remainingUserCents(t).as('remaining_user_cents') }),
    with: {
      items: {
        columns: { id: true, giftName: true, quantity: true, unitPriceCents: true },
        orderBy: (item, { asc }) => [asc(item.id)],
        with: { gift: { columns: { imageUrl: true } } },
      },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    guestMessage: row.guestMessage,
    thankedAt: row.thankedAt,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    state: row.state,
    userAmount: centsToReais(row.userAmountCents),
    remainingAmount: centsToReais(row.remainingUserCents),
    items: row.items.map((item) => ({
      id: item.id,
      giftName: item.giftName,
      quantity: item.quantity,
      // What the couple receive for the line: the price, less the platform's fee on the line when
      // the guest did not pay it on top (the same rule the purchase's userAmount was made with).
      amount: centsToReais(
        hostLineCents(item.unitPriceCents, item.quantity, row.percentage, row.feeCoveredByGuest),
      ),
      gift: item.gift ? { imageUrl: item.gift.imageUrl } : null,
    })),
  }));
}

/**
 * An event's received gifts as the back office lists them (GET /admin/events/{id}/received-gifts):
 * every purchase unless `filter` names one status; the host's call goes through
 * findHostReceivedGifts below.
 */
export async function findReceivedGifts(
  db: Db,
  eventId: number,
  filter: TReceivedGiftsFilter = 'ALL',
): Promise<TReceivedGift[]> {
  const rows = await readReceivedGifts(db, eventId, filter);
  return rows.map(({ guestEmail, guestMessage, thankedAt, ...gift }) => gift);
}

/**
 * GET /users/events/{eventId}/received-gifts?status=: the host's received gifts (the approved ones
 * unless the host asks for another status, or 'ALL'), each approved gift still in its holding
 * period with the instant its money becomes available (`heldUntil`, judged at `at`: the rule is
 * in ledger/find-held-credits.ts), the guest's note and e-mail, and when the host thanked it.
 */
export async function findHostReceivedGifts(
  db: Db,
  eventId: number,
  filter: TReceivedGiftsFilter,
  at: Date = new Date(),
): Promise<THostReceivedGift[]> {
  const [gifts, held, phoneOf] = await Promise.all([
    readReceivedGifts(db, eventId, filter),
    filter === 'APPROVED' || filter === 'ALL' ? findHeldCredits(db, eventId, at) : [],
    findGuestPhones(db, eventId),
  ]);
  const releaseOf = new Map(held.map((credit) => [credit.purchaseId, credit.releaseAt.toISOString()]));
  return gifts.map((gift) => {
    // A gift given without a name is anonymous to the host: its e-mail or phone would name the guest.
    const named = Boolean(gift.guestName?.trim());
    return {
      ...gift,
      guestEmail: named ? gift.guestEmail : null,
      guestPhone: named ? (phoneOf.get(emailKey(gift.guestEmail)) ?? null) : null,
      thankedAt: gift.thankedAt?.toISOString() ?? null,
      heldUntil: releaseOf.get(gift.id) ?? null,
    };
  });
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The phones of the event's own guest list by e-mail (trimmed, lower case): a purchase asks no
 * phone, so the thank-you by WhatsApp finds the buyer's number there when the couple has it.
 */
async function findGuestPhones(db: Db, eventId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ email: guests.email, phoneNumber: guests.phoneNumber })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), ne(guests.phoneNumber, '')));
  return new Map(rows.map((row) => [emailKey(row.email), row.phoneNumber]));
}
