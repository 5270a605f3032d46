/** What the payment provider's return says of the payment: approved, still being processed, or not paid. */
export type TReturnStatus = 'approved' | 'pending' | 'refused';

const PENDING = new Set(['pending', 'in_process', 'in_mediation', 'authorized']);
const REFUSED = new Set(['rejected', 'failure', 'cancelled', 'null']);

/**
 * The payment's status from the return address's query: Mercado Pago adds `collection_status` and
 * `status` (approved, pending, in_process, rejected, or 'null' when the payer gave up); our own
 * Pix page sends `status=approved`. Without either, the page is the success it always was.
 */
export function returnStatus(params: URLSearchParams): TReturnStatus {
  const status = (params.get('collection_status') ?? params.get('status') ?? 'approved').trim().toLowerCase();
  if (PENDING.has(status)) return 'pending';
  if (REFUSED.has(status)) return 'refused';
  return 'approved';
}
