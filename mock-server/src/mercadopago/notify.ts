import { randomUUID } from 'node:crypto';
import { signNotification } from './signature';
import { COLLECTOR_ID, type MercadoPagoStore } from './store';
import type { Chargeback, Delivery, NotificationTopic, Payment } from './types';

/** How a notification is signed: properly, with the wrong secret, or not at all (tests). */
export type SignatureMode = 'valid' | 'forged' | 'missing';

const DELIVERY_TIMEOUT_MS = 10_000;

type Notification = {
  payment: Payment;
  topic: NotificationTopic;
  /** What the notification is about: the payment's id, or the chargeback's. */
  dataId: string;
  action: string;
};

/**
 * Sends a notification to the payment's notification_url the way Mercado Pago's webhooks do:
 * POST JSON `{ action, api_version, data: { id }, date_created, id, live_mode, type, user_id }` to
 * `<notification_url>?data.id=<id>&type=<topic>`, with `x-request-id` and the `x-signature` HMAC
 * over that id, request id and timestamp. One attempt; the outcome is recorded (and returned) so
 * tests can look at it. While the webhooks are switched off it is recorded as dropped and not
 * sent. Never throws: a receiver that is down is an outcome.
 */
async function deliver(
  store: MercadoPagoStore,
  secret: string,
  notification: Notification,
  signature: SignatureMode,
): Promise<Delivery | null> {
  const { payment, topic, dataId, action } = notification;
  if (!payment.notification_url) return null;
  const url = new URL(payment.notification_url);
  url.searchParams.set('data.id', dataId);
  url.searchParams.set('type', topic);

  const body = {
    action,
    api_version: 'v1',
    data: { id: dataId },
    date_created: new Date().toISOString(),
    id: store.nextNotification(),
    live_mode: false,
    type: topic,
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
    topic,
    url: url.href,
    body,
    headers,
    status: null,
    error: null,
    dropped: !store.webhooksEnabled,
  };
  if (delivery.dropped) {
    store.recordDelivery(delivery);
    return delivery;
  }
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

/** A payment notification (topic 'payment', data.id the payment's id). */
export function sendNotification(
  store: MercadoPagoStore,
  secret: string,
  payment: Payment,
  action: string,
  signature: SignatureMode = 'valid',
): Promise<Delivery | null> {
  return deliver(store, secret, { payment, topic: 'payment', dataId: String(payment.id), action }, signature);
}

/** A chargeback notification (topic 'chargebacks', data.id the chargeback's id), to the payment's URL. */
export function sendChargebackNotification(
  store: MercadoPagoStore,
  secret: string,
  payment: Payment,
  chargeback: Chargeback,
  action = 'created',
  signature: SignatureMode = 'valid',
): Promise<Delivery | null> {
  return deliver(store, secret, { payment, topic: 'chargebacks', dataId: chargeback.id, action }, signature);
}
