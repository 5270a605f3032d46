import { sendNotification } from './notify';
import type { MercadoPagoStore } from './store';

const SWEEP_EVERY_MS = 1_000;

/**
 * Unpaid Pix expire on their date_of_expiration, and Mercado Pago then notifies the shop
 * (payment.updated, the payment cancelled / expired). Reads expire a due Pix as they meet it, so
 * what the API answers never depends on the sweep, which runs every second to notify about the
 * ones nobody read. Answers how to stop the sweep.
 */
export function startExpiry(store: MercadoPagoStore, webhookSecret: string): () => void {
  store.onExpired = (payment) => void sendNotification(store, webhookSecret, payment, 'payment.updated');
  const timer = setInterval(() => {
    for (const payment of store.payments.values()) store.expireIfDue(payment);
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    store.onExpired = null;
  };
}
