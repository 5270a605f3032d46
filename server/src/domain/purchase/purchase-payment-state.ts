import { centsToReais } from '@celebra/shared/format';
import type { TPurchasePaymentState, TPurchasePaymentStatus } from '@celebra/shared/models';
import type { PaymentStatus } from '../../db/schema/enums';

type StateRow = {
  id: number;
  status: PaymentStatus;
  totalPriceCents: number;
  pixCode: string | null;
  pixExpiresAt: Date | null;
};

/**
 * A Pix past its time, unpaid, is EXPIRED to the guest: still PENDING here until the provider's
 * notification says it was cancelled, CANCELLED after. Anything else is the stored status.
 */
export function guestPaymentStatus(row: StateRow, now = new Date()): TPurchasePaymentStatus {
  const expired = row.pixExpiresAt !== null && row.pixExpiresAt.getTime() <= now.getTime();
  if (expired && (row.status === 'PENDING' || row.status === 'CANCELLED')) return 'EXPIRED';
  return row.status;
}

/** The purchase as the event site follows it; the site draws the Pix's QR code from its code. */
export function toPurchasePaymentState(row: StateRow, now = new Date()): TPurchasePaymentState {
  const { pixCode, pixExpiresAt } = row;
  return {
    id: row.id,
    status: guestPaymentStatus(row, now),
    totalPrice: centsToReais(row.totalPriceCents),
    pix: pixCode && pixExpiresAt ? { code: pixCode, expiresAt: pixExpiresAt.toISOString() } : null,
  };
}
