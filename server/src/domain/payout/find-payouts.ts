import type { ApiParsedQuery } from '@celebra/shared/api';
import { centsToReais, maskDocument, maskPixKey } from '@celebra/shared/format';
import type { TPayout } from '@celebra/shared/models';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalPagesOf } from '../../db/list-query';
import { events, payouts, users } from '../../db/schema/index';
import { findRowCounts } from '../../read-model/find-row-counts';
import { inPageOrder, listOrder, pageIds, pageWindow } from '../../read-model/page-window';

function selectPayouts(db: Db, where: SQL) {
  return db
    .select({
      id: payouts.id,
      eventId: payouts.eventId,
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
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .innerJoin(events, eq(events.id, payouts.eventId))
    .where(where);
}

type PayoutRow = Awaited<ReturnType<typeof selectPayouts>>[number];

function toPayout(row: PayoutRow): TPayout {
  return {
    id: row.id,
    eventId: row.eventId,
    user: { firstName: row.firstName, lastName: row.lastName },
    event: { title: row.title },
    requestedAmount: centsToReais(row.requestedAmountCents),
    paidAmount: row.paidAmountCents === null ? null : centsToReais(row.paidAmountCents),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    destination: destinationOf(row),
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
 * GET /admin/payouts?status=: one page of that status, in the asked order: newest first by default,
 * or by requested amount. The count is the row counts ledger's; the page's ids come from the
 * (status, created_at, id) or (status, requested_amount_cents, id) index alone, from its nearer end
 * (PageWindow), and only those payouts are joined to their host and event.
 */
export async function findPayouts(db: Db, query: ApiParsedQuery<'adminListPayouts'>) {
  const counted = await findRowCounts(db);
  const total = counted(`payouts:${query.status}`);
  const window = pageWindow(total, query.page, query.limit);
  const source = {
    table: payouts,
    id: payouts.id,
    order:
      query.sort === 'requestedAmount'
        ? listOrder('requestedAmount', payouts.requestedAmountCents, 'integer', query.order)
        : listOrder('createdAt', payouts.createdAt, 'timestamptz', query.order),
    where: eq(payouts.status, query.status),
  };
  const ids = window ? await pageIds(db, source, window) : [];
  const rows = ids.length > 0 ? inPageOrder(ids, await selectPayouts(db, inArray(payouts.id, ids))) : [];
  return { payouts: rows.map(toPayout), totalPages: totalPagesOf(total, query.limit) };
}

/** One payout as the payouts page shows it, or undefined. */
export async function findPayout(db: Db, id: number): Promise<TPayout | undefined> {
  const [row] = await selectPayouts(db, eq(payouts.id, id)).limit(1);
  return row && toPayout(row);
}
