import { ADMIN_DELIVERIES_UNSENT, type TAdminListDeliveriesQuery } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import { type TDelivery, UNSENT_DELIVERY_STATUSES } from '@celebra/shared/models';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offsetOf, totalPagesOf } from '../../db/list-query';
import { deliveries, eventDeliveryAddresses, events, purchases } from '../../db/schema/index';
import { DELIVERY_ADDRESS_COLUMNS } from './find-delivery-address';
import { refundedAfterBuyingSql } from './refunded-after-buying';

type Executor = Pick<Db, 'select'>;

const COLUMNS = {
  id: deliveries.id,
  eventId: deliveries.eventId,
  eventTitle: events.title,
  purchaseId: deliveries.purchaseId,
  giftName: deliveries.giftName,
  quantity: deliveries.quantity,
  guestName: purchases.guestName,
  shareCents: deliveries.shareCents,
  status: deliveries.status,
  dueFrom: deliveries.dueFrom,
  dueTo: deliveries.dueTo,
  costCents: deliveries.costCents,
  supplier: deliveries.supplier,
  carrier: deliveries.carrier,
  trackingCode: deliveries.trackingCode,
  deliveredOn: deliveries.deliveredOn,
  refundedAfterBuying: refundedAfterBuyingSql,
  refundDecision: deliveries.refundDecision,
  refundDecisionReason: deliveries.refundDecisionReason,
  refundDecidedAt: deliveries.refundDecidedAt,
  // the left join's columns: all null while the couple gave no address
  address: DELIVERY_ADDRESS_COLUMNS,
  createdAt: deliveries.createdAt,
};

type Row = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number];

/** A line as the API speaks it: reais, ISO instants. */
function toDelivery(row: Row): TDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    purchaseId: row.purchaseId,
    giftName: row.giftName,
    quantity: row.quantity,
    guestName: row.guestName,
    share: centsToReais(row.shareCents),
    status: row.status,
    dueFrom: row.dueFrom,
    dueTo: row.dueTo,
    cost: row.costCents === null ? null : centsToReais(row.costCents),
    supplier: row.supplier,
    carrier: row.carrier,
    trackingCode: row.trackingCode,
    deliveredOn: row.deliveredOn,
    refundedAfterBuying: row.refundedAfterBuying,
    refundDecision: row.refundDecision,
    refundDecisionReason: row.refundDecisionReason,
    refundDecidedAt: row.refundDecidedAt?.toISOString() ?? null,
    convertible: row.status === 'TO_BUY',
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectLines(db: Executor) {
  return db
    .select(COLUMNS)
    .from(deliveries)
    .innerJoin(events, eq(events.id, deliveries.eventId))
    .innerJoin(purchases, eq(purchases.id, deliveries.purchaseId))
    .leftJoin(eventDeliveryAddresses, eq(eventDeliveryAddresses.eventId, deliveries.eventId));
}

/**
 * 'Entregas': the lines of a status (or UNSENT, to buy or bought; or ALL), of one event, whose due window meets the days asked
 * (`dueFrom`/`dueTo`), a page at a time; the soonest due first by default (over the
 * (status, due_from, id) index), the id breaking ties.
 */
export async function findDeliveries(
  db: Executor,
  query: TAdminListDeliveriesQuery & { page: number; limit: number },
): Promise<{ deliveries: TDelivery[]; total: number; totalPages: number }> {
  const filters: SQL[] = [];
  if (query.status === ADMIN_DELIVERIES_UNSENT)
    filters.push(inArray(deliveries.status, [...UNSENT_DELIVERY_STATUSES]));
  else if (query.status && query.status !== 'ALL') filters.push(eq(deliveries.status, query.status));
  if (query.eventId !== undefined) filters.push(eq(deliveries.eventId, Number(query.eventId)));
  if (query.dueFrom) filters.push(gte(deliveries.dueTo, query.dueFrom));
  if (query.dueTo) filters.push(lte(deliveries.dueFrom, query.dueTo));
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.order === 'DESC' ? desc : asc;
  const order =
    query.sort === 'createdAt'
      ? [direction(deliveries.createdAt), direction(deliveries.id)]
      : [direction(deliveries.dueFrom), direction(deliveries.id)];
  const [rows, [counted]] = await Promise.all([
    selectLines(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(deliveries).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { deliveries: rows.map(toDelivery), total, totalPages: totalPagesOf(total, query.limit) };
}

/** One line, or undefined. */
export async function findDelivery(db: Executor, id: number): Promise<TDelivery | undefined> {
  const [row] = await selectLines(db).where(eq(deliveries.id, id)).limit(1);
  return row ? toDelivery(row) : undefined;
}

/** The host's lines, across their events, newest first. */
export async function findHostDeliveries(db: Executor, userId: number): Promise<TDelivery[]> {
  const rows = await selectLines(db).where(eq(events.userId, userId)).orderBy(desc(deliveries.id)).limit(500);
  return rows.map(toDelivery);
}
