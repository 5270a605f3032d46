import type { ApiParsedQuery } from '@celebra/shared/api';
import { centsToReais, maskDocument, maskPixKey } from '@celebra/shared/format';
import type { TPayout } from '@celebra/shared/models';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { totalPagesOf } from '../../db/list-query';
import { admins, events, payouts, users } from '../../db/schema/index';
import { findRowCounts } from '../../read-model/find-row-counts';
import { inPageOrder, listOrder, pageIds, pageWindow } from '../../read-model/page-window';

// The administrator who concluded it, joined under its own name (admins is not otherwise joined).
const concluder = alias(admins, 'concluder');

function selectPayouts(db: Db, where: SQL) {
  return db
    .select({
      id: payouts.id,
      eventId: payouts.eventId,
      userId: payouts.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      title: events.title,
      requestedAmountCents: payouts.requestedAmountCents,
      paidAmountCents: payouts.paidAmountCents,
      status: payouts.status,
      createdAt: payouts.createdAt,
      destinationHolderName: payouts.destinationHolderName,
      destinationDocumentType: payouts.destinationDocumentType,
      destinationDocument: payouts.destinationDocument,
      destinationPixKeyType: payouts.destinationPixKeyType,
      destinationPixKey: payouts.destinationPixKey,
      concludedAt: payouts.concludedAt,
      concludedByAdminId: payouts.concludedByAdminId,
      concluderFirstName: concluder.firstName,
      concluderLastName: concluder.lastName,
      endToEndId: payouts.endToEndId,
      closingReason: payouts.closingReason,
      shortfallReason: payouts.shortfallReason,
      balanceOverrideReason: payouts.balanceOverrideReason,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .innerJoin(events, eq(events.id, payouts.eventId))
    .leftJoin(concluder, eq(concluder.id, payouts.concludedByAdminId))
    .where(where);
}

export type PayoutRow = Awaited<ReturnType<typeof selectPayouts>>[number];

/** The rows the payouts list and the record page read, joined to their host, event and concluder. */
export const findPayoutRows = (db: Db, where: SQL) => selectPayouts(db, where);

/** Who concluded, failed or cancelled it, by name; null while pending or once the account is gone. */
export function concluderOf(row: PayoutRow): TPayout['concludedBy'] {
  if (row.concludedByAdminId === null || row.concluderFirstName === null) return null;
  return {
    id: row.concludedByAdminId,
    name: `${row.concluderFirstName} ${row.concluderLastName ?? ''}`.trim(),
  };
}

export function toPayout(row: PayoutRow): TPayout {
  return {
    id: row.id,
    eventId: row.eventId,
    userId: row.userId,
    user: { firstName: row.firstName, lastName: row.lastName },
    event: { title: row.title },
    requestedAmount: centsToReais(row.requestedAmountCents),
    paidAmount: row.paidAmountCents === null ? null : centsToReais(row.paidAmountCents),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    destination: destinationOf(row),
    concludedAt: row.concludedAt ? row.concludedAt.toISOString() : null,
    concludedBy: concluderOf(row),
    endToEndId: row.endToEndId,
    closingReason: row.closingReason,
  };
}

/**
 * The destination the payout was requested to: the document masked, since paying needs only the
 * key, and the Pix key whole while the payout is PENDING, since the administrator pays to it from
 * the conclude screen; once concluded nobody needs it whole, so it is masked too. Null on payouts
 * older than it.
 */
function destinationOf(row: PayoutRow): TPayout['destination'] {
  const { destinationHolderName, destinationDocumentType, destinationDocument } = row;
  const { destinationPixKeyType, destinationPixKey } = row;
  if (
    destinationHolderName === null ||
    destinationDocumentType === null ||
    destinationDocument === null ||
    destinationPixKeyType === null ||
    destinationPixKey === null
  )
    return null;
  return {
    holderName: destinationHolderName,
    documentType: destinationDocumentType,
    document: maskDocument(destinationDocumentType, destinationDocument),
    pixKeyType: destinationPixKeyType,
    pixKey:
      row.status === 'PENDING' ? destinationPixKey : maskPixKey(destinationPixKeyType, destinationPixKey),
  };
}

/**
 * GET /admin/payouts?status=&eventId=&userId=: one page of that status, in the asked order: newest
 * first by default, or by requested amount. Unfiltered, the count is the row counts ledger's; the
 * page's ids come from the (status, created_at, id) or (status, requested_amount_cents, id) index
 * alone, from its nearer end (PageWindow), and only those payouts are joined to their host and
 * event. Narrowed to an event or a host (a handful of payouts each), the rows are counted
 * directly, over the (event_id, status) or (user_id) index.
 */
export async function findPayouts(db: Db, query: ApiParsedQuery<'adminListPayouts'>) {
  const narrowed = [
    query.eventId === undefined ? undefined : eq(payouts.eventId, query.eventId),
    query.userId === undefined ? undefined : eq(payouts.userId, query.userId),
  ].filter((condition) => condition !== undefined);
  const where = and(eq(payouts.status, query.status), ...narrowed);
  const total =
    narrowed.length > 0
      ? ((await db.select({ n: count() }).from(payouts).where(where))[0]?.n ?? 0)
      : (await findRowCounts(db))(`payouts:${query.status}`);
  const window = pageWindow(total, query.page, query.limit);
  const source = {
    table: payouts,
    id: payouts.id,
    order:
      query.sort === 'requestedAmount'
        ? listOrder('requestedAmount', payouts.requestedAmountCents, 'integer', query.order)
        : listOrder('createdAt', payouts.createdAt, 'timestamptz', query.order),
    where,
  };
  const ids = window ? await pageIds(db, source, window) : [];
  const rows = ids.length > 0 ? inPageOrder(ids, await selectPayouts(db, inArray(payouts.id, ids))) : [];
  return { payouts: rows.map(toPayout), total, totalPages: totalPagesOf(total, query.limit) };
}

/** One payout as the payouts page shows it, or undefined. */
export async function findPayout(db: Db, id: number): Promise<TPayout | undefined> {
  const [row] = await selectPayouts(db, eq(payouts.id, id)).limit(1);
  return row && toPayout(row);
}
