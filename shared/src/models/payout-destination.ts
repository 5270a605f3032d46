import { z } from 'zod';
import { ZIsoDateTime } from './primitives';

/** The documents a payout's holder may have: a person's CPF or a company's CNPJ. */
export const DOCUMENT_TYPES = ['CPF', 'CNPJ'] as const;
export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export type TDocumentType = z.infer<typeof ZDocumentType>;

/**
 * The kinds of Pix key a bank registers: CPF, CNPJ, e-mail, a Brazilian mobile (stored
 * +55DDDNNNNNNNNN) and the random key (a UUID the bank issues).
 */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;
export const ZPixKeyType = z.enum(PIX_KEY_TYPES);
export type TPixKeyType = z.infer<typeof ZPixKeyType>;

/**
 * Where a host's payouts go, as the host's own dashboard shows it: the document and the Pix key
 * masked, since the answer of a signed-in browser is the one copy nobody needs in full.
 */
export const ZPayoutDestination = z.object({
  holderName: z.string(),
  documentType: ZDocumentType,
  /** Masked ('***.456.789-**'). */
  document: z.string(),
  pixKeyType: ZPixKeyType,
  /** Masked ('a***@dominio.com'). */
  pixKey: z.string(),
  updatedAt: ZIsoDateTime,
});
export type TPayoutDestination = z.infer<typeof ZPayoutDestination>;

/**
 * The destination a payout was requested to, copied onto the payout when it was requested, as the
 * back office shows it: the document masked, the Pix key whole (the administrator pays to it).
 * Null on payouts requested before destinations existed.
 */
export const ZPayoutDestinationSnapshot = z.object({
  holderName: z.string(),
  documentType: ZDocumentType,
  /** Masked. */
  document: z.string(),
  pixKeyType: ZPixKeyType,
  pixKey: z.string(),
});
export type TPayoutDestinationSnapshot = z.infer<typeof ZPayoutDestinationSnapshot>;
