import { GIFT_NOT_ON_LIST_MESSAGE, PUBLIC_EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { TGiftKind } from '@celebra/shared/models';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts, eventSettings, events, gifts, SETTINGS_ID, settings } from '../../db/schema/index';
import { preparedStatement } from '../../read-model/prepared-statement';
import { DomainError } from '../errors/domain-error';

/** Who pays a card's installment interest (settings.installmentInterest). */
export type InstallmentInterest = 'GUEST' | 'PLATFORM';

/**
 * A gift of the cart as found on the event's list, with its values now: the list line's own name
 * and price where the host set them, else the gift's. `priceCents` is per unit for an item, per
 * cota for cotas, the minimum for a free amount; `quantity` the units or cotas wanted (null: no
 * limit) and `claimed` how many of them purchases hold, the purchase of the attempt being priced
 * left out: the same attempt sent again (a retry, a fast second click) is answered its own
 * purchase, not refused for the units that purchase itself holds.
 */
export type CartGift = {
  id: number;
  name: string;
  priceCents: number;
  kind: TGiftKind;
  quantity: number | null;
  claimed: number;
};

// No row: the event does not exist or is disabled. The id is taken from the purchases' identity
// sequence now, so that the provider's preference can name the purchase before its row is written
// (create-purchase.ts); a refused cart only leaves a gap in the ids, as a rolled-back insert does.
// The site's settings come along (the gift list's switch, the password; the defaults without a
// row), and the platform's (its percentage, the card's installments), so that the gates of a
// purchase cost no round trip of their own.
const basisColumns = {
  id: events.id,
  slug: events.slug,
  showGiftList: sql<boolean>`coalesce(${eventSettings.showGiftList}, true)`,
  password: eventSettings.passwordHash,
  percentageGift: sql<number>`coalesce((select s.percentage_gift from ${settings} s where s.id = ${SETTINGS_ID}), 0)::float8`,
  maxInstallments: sql<number>`coalesce((select s.max_installments from ${settings} s where s.id = ${SETTINGS_ID}), 12)`,
  installmentInterest: sql<InstallmentInterest>`coalesce((select s.installment_interest from ${settings} s where s.id = ${SETTINGS_ID}), 'GUEST')`,
  // A hidden line is not on the list as guests see it: not found, the same refusal as a gift
  // that never was on it.
  gifts: sql<CartGift[]>`(select coalesce(json_agg(json_build_object(
      'id', g.id, 'name', coalesce(eg.name, g.name), 'priceCents', coalesce(eg.price_cents, g.price_cents),
      'kind', eg.kind, 'quantity', eg.quantity,
      'claimed', eg.claimed - coalesce((select sum(i.quantity) from purchase_items i
        join purchases p on p.id = i.purchase_id
        where p.attempt_id = ${sql.placeholder('attemptId')}::uuid and p.status in ('PENDING', 'APPROVED')
          and i.gift_id = g.id and i.claims_units), 0))), '[]'::json)
    from ${eventGifts} eg join ${gifts} g on g.id = eg.gift_id
    where eg.event_id = ${events.id} and eg.gift_id = any(${sql.placeholder('giftIds')}::int[])
      and not eg.hidden)`,
};

const findBasis = preparedStatement('guest_purchase_basis', (db) =>
  db
    .select({
      ...basisColumns,
      purchaseId: sql<number>`nextval(pg_get_serial_sequence('purchases', 'id'))::int`,
    })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(eq(events.id, sql.placeholder('eventId')), sql`${events.active}`)),
);

// The same without an id: a cart priced to show its installments is not a purchase.
const selectCartBasis = preparedStatement('guest_cart_basis', (db) =>
  db
    .select(basisColumns)
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(eq(events.id, sql.placeholder('eventId')), sql`${events.active}`)),
);

type BasisRow = Awaited<ReturnType<typeof selectCartBasis>>[number];

function toBasis(row: BasisRow) {
  return {
    event: { id: row.id, slug: row.slug, showGiftList: row.showGiftList, password: row.password },
    percentageGift: row.percentageGift,
    installments: { max: row.maxInstallments, interest: row.installmentInterest },
    found: row.gifts,
  };
}

/**
 * What a guest's purchase is made of, in one round trip: the active event (404 otherwise) with
 * its gift list's switch and its site password, the platform's percentage and card installments
 * of this moment, the cart's gifts found on this event's visible list with their values as the
 * database has them now (never the client's: name, price, kind, how many are wanted and held), and
 * the id the purchase will have. The cart is judged by
 * priceCart, after the site's gates: a guest without the password learns nothing of the list.
 */
export async function findPurchaseBasis(
  db: Db,
  eventId: number,
  giftIds: number[],
  attemptId: string | null = null,
) {
  const [row] = await findBasis(db, { eventId, giftIds, attemptId });
  if (!row) throw new DomainError('not-found', PUBLIC_EVENT_NOT_FOUND_MESSAGE);
  return { ...toBasis(row), purchaseId: row.purchaseId };
}

/** findPurchaseBasis without reserving a purchase's id: for a cart only priced. */
export async function findCartBasis(db: Db, eventId: number, giftIds: number[]) {
  const [row] = await selectCartBasis(db, { eventId, giftIds, attemptId: null });
  if (!row) throw new DomainError('not-found', PUBLIC_EVENT_NOT_FOUND_MESSAGE);
  return toBasis(row);
}

/**
 * The cart's gifts in its order. A gift that is not (or no longer) on this event's visible list
 * refuses the whole purchase (400): the cart is stale and the guest must look again. A catalogue
 * gift deactivated by the back office is still on the lists that hold it, so it sells there.
 */
export function pickCartGifts(found: readonly CartGift[], giftIds: readonly number[]): CartGift[] {
  const byId = new Map(found.map((gift) => [gift.id, gift]));
  return giftIds.map((id) => {
    const gift = byId.get(id);
    if (!gift) throw new DomainError('invalid', GIFT_NOT_ON_LIST_MESSAGE);
    return gift;
  });
}
