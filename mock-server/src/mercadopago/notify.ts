import { randomUUID } from 'node:crypto';
import { signNotification } from './signature';
import { COLLECTOR_ID, type MercadoPagoStore } from './store';
import type { Delivery, Payment } from './types';

/** How a notification is signed: properly, with the wrong secret, or not at all (tests). */
export type SignatureMode = 'valid' | 'forged' | 'missing';

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Sends a payment notification to its preference's notification_url the way Mercado Pago's
 * webhooks do: POST JSON `{ action, api_version, data: { id }, date_created, id, live_mode, type,
 * user_id }` to `<notification_url>?data.id=<id>&type=payment`, with `x-request-id` and the
 * `x-signature` HMAC over that id, request id and timestamp. One attempt; the outcome is recorded
 * (and returned) so tests can look at it. Never throws: a receiver that is down is an outcome.
 */
export async function sendNotification(
  store: MercadoPagoStore,
  secret: string,
  payment: Payment,
  action: string,
  signature: SignatureMode = 'valid',
): Promise<Delivery | null> {
  if (!payment.notification_url) return null;
  const dataId = String(payment.id);
  const url = new URL(payment.notification_url);
  url.searchParams.set('data.id', dataId);
  url.searchParams.set('type', 'payment');

  const body = {
    action,
    api_version: 'v1',
    data: { id: dataId },
    date_created: new Date().toISOString(),
    id: store.nextNotification(),
    live_mode: false,
    type: 'payment',
    user_id: COLLECTOR_ID,
  };
  const requestId = randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
  if (signature !== 'missing') {
    const key = signature === 'valid' ? secret : `${secret}-forged`;
    headers['x-signature'] = signNotification(key, dataId, requestId, ts);
  }

  const delivery: Delivery = {
    paymentId: payment.id,
    url: url.href,
    body,
    headers,
    status: null,
    error: null,
  };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    delivery.status = response.status;
    await response.body?.cancel();
  } catch (error) {
    delivery.error = error instanceof Error ? error.message : String(error);
  }
  store.recordDelivery(delivery);
  return delivery;
}
