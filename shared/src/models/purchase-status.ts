import { z } from 'zod';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

/**
 * A guest's purchase as the event site follows it: the stored statuses (transaction.ts) plus
 * EXPIRED, a Pix whose time to pay ran out unpaid (the database keeps it PENDING until the
 * provider says so, then CANCELLED).
 */
export const PURCHASE_PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'RECUSED', 'CANCELLED', 'EXPIRED'] as const;
export const ZPurchasePaymentStatus = z.enum(PURCHASE_PAYMENT_STATUSES);
export type TPurchasePaymentStatus = z.infer<typeof ZPurchasePaymentStatus>;

/**
 * What the guest pays a Pix with: its copia-e-cola and until when it can be paid. The QR code is the
 * same code drawn by the site, so it is not sent: a few kilobytes less in every answer and row.
 */
export const ZPixCharge = z.object({
  /** The copia-e-cola (a BR Code), pasted in the bank's app or read as a QR code. */
  code: z.string(),
  expiresAt: ZIsoDateTime,
});
export type TPixCharge = z.infer<typeof ZPixCharge>;

/** GET /guests/purchase/{id}/status: the status, the amount and, for a Pix, how to pay it. */
export const ZPurchasePaymentState = z.object({
  id: ZModelId,
  status: ZPurchasePaymentStatus,
  /** What the guest pays, the platform's percentage included. */
  totalPrice: ZMoney,
  pix: ZPixCharge.nullable(),
});
export type TPurchasePaymentState = z.infer<typeof ZPurchasePaymentState>;
