import { centsToReais } from '@celebra/shared/format';
import type { TReceivedGift } from '@celebra/shared/models';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

/**
 * An event's received gifts: every purchase of the event (all statuses, the apps translate them),
 * newest first, with its items and each item's catalogue image. Shared by the admin call
 * GET /admin/events/{id}/received-gifts and the host call GET /users/events/{eventId}/received-gifts.
 * One event's purchases are bounded by that event's guests, so the list is not paged (the
 * contract has no paging); purchases are read through the (event_id, status) index.
 */
export async function findReceivedGifts(db: Db, eventId: number): Promise<TReceivedGift[]> {
  const rows = await db.query.purchases.findMany({
    where: eq(purchases.eventId, eventId),
    orderBy: [desc(purchases.createdAt), desc(purchases.id)],
    columns: { id: true, guestName: true, createdAt: true, status: true, userAmountCents: true },
    with: {
      items: {
        columns: { id: true, giftName: true, quantity: true },
        orderBy: (item, { asc }) => [asc(item.id)],
        with: { gift: { columns: { imageUrl: true } } },
      },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    guestName: row.guestName,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    userAmount: centsToReais(row.userAmountCents),
    items: row.items.map((item) => ({
      id: item.id,
      giftName: item.giftName,
      quantity: item.quantity,
      gift: item.gift ? { imageUrl: item.gift.imageUrl } : null,
    })),
  }));
}
