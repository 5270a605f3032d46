import { isValidCpf } from './cpf';

/** POST /v1/payments as Celebra sends it for a Pix. */
export type PixPaymentRequest = {
  transaction_amount: number;
  description?: string;
  payment_method_id: 'pix';
  payer: {
    email: string;
    first_name?: string;
    last_name?: string;
    identification: { type: 'CPF'; number: string };
  };
  external_reference: string;
  notification_url: string;
  /** ISO 8601; now + 30 minutes when absent. */
  date_of_expiration?: string;
  metadata?: Record<string, unknown>;
};

type Check =
  | { ok: true; request: PixPaymentRequest; expiresAt: Date }
  | { ok: false; error: string; message: string; code: number | string };

// Mercado Pago lets a Pix live up to 30 days; 30 minutes is what it gives one without a date.
export const DEFAULT_PIX_LIFETIME_MS = 30 * 60 * 1000;
const MAX_PIX_LIFETIME_MS = 30 * 24 * 3600 * 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const bad = (message: string, code: number | string = 'bad_request'): Check => ({
  ok: false,
  error: 'bad_request',
  message,
  code,
});

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The checks the real POST /v1/payments makes on a Pix, with its messages (and numeric cause codes
 * for the ones whose code is known: 2067, 4020, 4037, 4050): a positive amount with at most two decimals, payment_method_id 'pix', the
 * payer's e-mail and a CPF whose check digits are right (the number never echoed back), a URL
 * for notifications, and an expiration in the future, at most 30 days ahead.
 */
export function validatePixPayment(body: unknown, now = Date.now()): Check {
  if (!isRecord(body)) return bad('invalid body');
  const amount = body.transaction_amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    return bad('Invalid transaction_amount', 4037);
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
    return bad('transaction_amount must have at most two decimals', 4037);
  if (body.payment_method_id === undefined || body.payment_method_id === null)
    return bad('payment_method_id attribute can not be null');
  if (body.payment_method_id !== 'pix') return bad('Invalid payment_method_id');
  const payer = body.payer;
  if (!isRecord(payer)) return bad('payer attribute can not be null');
  if (typeof payer.email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(payer.email))
    return bad('payer.email must be a valid email', 4050);
  const identification = payer.identification;
  if (!isRecord(identification) || identification.type !== 'CPF' || typeof identification.number !== 'string')
    return bad('Invalid user identification type');
  if (!isValidCpf(identification.number)) return bad('Invalid user identification number', 2067);
  if (typeof body.external_reference !== 'string' || body.external_reference === '')
    return bad('external_reference must be a string');
  if (!isUrl(body.notification_url)) return bad('notificaction_url attribute must be url valid', 4020);
  let expiresAt = new Date(now + DEFAULT_PIX_LIFETIME_MS);
  if (body.date_of_expiration !== undefined) {
    const date =
      typeof body.date_of_expiration === 'string' ? new Date(body.date_of_expiration) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) return bad('Invalid date_of_expiration');
    if (date.getTime() <= now || date.getTime() > now + MAX_PIX_LIFETIME_MS)
      return bad('date_of_expiration must be between now and 30 days ahead');
    expiresAt = date;
  }
  if (body.description !== undefined && typeof body.description !== 'string')
    return bad('description must be a string');
  return { ok: true, request: body as PixPaymentRequest, expiresAt };
}
