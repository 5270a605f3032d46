import { PaymentProviderError } from '../../payment-provider/mercadopago';

/**
 * A failure as a log line may carry it: the provider's call and HTTP status, or the error's kind,
 * never the provider's answer (it may hold a payer's e-mail) nor a database value.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof PaymentProviderError) {
    const call = /^(.*?HTTP \d{3})/.exec(error.detail)?.[1];
    return call ?? error.detail.slice(0, 200);
  }
  return error instanceof Error ? error.name : 'unknown error';
}
