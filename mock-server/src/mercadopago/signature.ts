import { createHmac } from 'node:crypto';

/**
 * Mercado Pago's notification signature. The `x-signature` header is `ts=<unix seconds>,v1=<hex>`,
 * where v1 is the HMAC-SHA256, keyed with the application's webhook secret, of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` — data.id as it appears in the notification
 * URL's query, lower-cased when alphanumeric (Mercado Pago's documentation, "Validate origin").
 */
export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
}

export function signNotification(secret: string, dataId: string, requestId: string, ts: string): string {
  const v1 = createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}
