import { z } from 'zod';

/**
 * The money ledger's movements, in the order PostgreSQL keeps them (new ones go at the end):
 * GIFT_CREDITED the host's share of an approved purchase; FEE_KEPT the platform's percentage of
 * it; REFUND and CHARGEBACK take an approved purchase's share back (refunded by the platform or
 * the provider, disputed by the payer's card issuer); PAYOUT_REQUESTED reserves the balance a host
 * asked to be paid; PAYOUT_CANCELLED gives a refused or cancelled request back; PAYOUT_CONCLUDED
 * settles a paid request (the difference between what was requested and what was paid);
 * FEE_REVERSED gives the platform's percentage back when an approved purchase is taken back.
 */
export const LEDGER_ENTRY_KINDS = [
  'GIFT_CREDITED',
  'FEE_KEPT',
  'REFUND',
  'CHARGEBACK',
  'PAYOUT_REQUESTED',
  'PAYOUT_CANCELLED',
  'PAYOUT_CONCLUDED',
  'FEE_REVERSED',
  // An approval undone by an administrator's status change while the provider had neither
  // refunded nor charged the payment back: no money went back to the guest, so not an 'Estorno'.
  'STATUS_REVERSED',
  // A gift the couple chose to have delivered: its host share is set apart at the approval
  // (− share), used when the platform buys it (0: the share pays for the gift), or given back to
  // the balance when the couple takes it as money or the line is cancelled before buying (+ share).
  'DELIVERY_RESERVED',
  'DELIVERY_BOUGHT',
  'DELIVERY_RELEASED',
  // A gift refunded or charged back after it was bought, whose loss the platform took on (the
  // administrator's decision): + the line's share to the couple's balance, once.
  'DELIVERY_LOSS_ABSORBED',
] as const;
export const ZLedgerEntryKind = z.enum(LEDGER_ENTRY_KINDS);
export type TLedgerEntryKind = z.infer<typeof ZLedgerEntryKind>;
