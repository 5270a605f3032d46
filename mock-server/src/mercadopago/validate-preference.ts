import type { PreferenceItem, PreferenceRequest } from './types';

type Check = { ok: true; preference: PreferenceRequest } | { ok: false; error: string; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkItem(item: unknown): PreferenceItem | string {
  if (!isRecord(item)) return 'item invalid';
  if (typeof item.title !== 'string' || item.title.trim() === '') return 'title is required';
  if (typeof item.quantity !== 'number' || !Number.isInteger(item.quantity) || item.quantity < 1)
    return 'quantity must be a positive integer';
  if (typeof item.unit_price !== 'number' || !Number.isFinite(item.unit_price) || item.unit_price <= 0)
    return 'unit_price must be a positive number';
  if (item.currency_id !== undefined && item.currency_id !== 'BRL') return 'currency_id invalid';
  return item as PreferenceItem;
}

/**
 * The checks the real POST /checkout/preferences makes on what Celebra sends, with its error
 * codes: items present and well formed, URLs that are URLs, auto_return only with a success URL,
 * installments whole numbers, a differential pricing with an id.
 */
export function validatePreference(body: unknown): Check {
  if (!isRecord(body)) return { ok: false, error: 'bad_request', message: 'invalid body' };
  if (!Array.isArray(body.items) || body.items.length === 0)
    return { ok: false, error: 'invalid_items', message: 'items needed' };
  for (const item of body.items) {
    const checked = checkItem(item);
    if (typeof checked === 'string') return { ok: false, error: 'invalid_items', message: checked };
  }
  if (body.notification_url !== undefined && !isUrl(body.notification_url))
    return {
      ok: false,
      error: 'invalid_notification_url',
      message: 'notification_url attribute must be url valid',
    };
  const backUrls = body.back_urls;
  if (backUrls !== undefined) {
    if (!isRecord(backUrls)) return { ok: false, error: 'invalid_back_urls', message: 'back_urls invalid' };
    for (const key of ['success', 'failure', 'pending'] as const) {
      if (backUrls[key] !== undefined && !isUrl(backUrls[key]))
        return { ok: false, error: 'invalid_back_urls', message: `back_urls.${key} invalid` };
    }
  }
  if (body.auto_return !== undefined) {
    if (body.auto_return !== 'approved' && body.auto_return !== 'all')
      return { ok: false, error: 'invalid_auto_return', message: 'auto_return invalid' };
    if (!isRecord(backUrls) || !backUrls.success)
      return {
        ok: false,
        error: 'invalid_auto_return',
        message: 'auto_return invalid. back_url.success must be defined',
      };
  }
  const methods = body.payment_methods;
  if (methods !== undefined) {
    if (!isRecord(methods))
      return { ok: false, error: 'invalid_payment_methods', message: 'payment_methods invalid' };
    for (const key of ['installments', 'default_installments'] as const) {
      const value = methods[key];
      if (
        value !== undefined &&
        (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 36)
      )
        return { ok: false, error: 'invalid_payment_methods', message: `payment_methods.${key} invalid` };
    }
  }
  const pricing = body.differential_pricing;
  if (pricing !== undefined && (!isRecord(pricing) || !Number.isInteger(pricing.id)))
    return { ok: false, error: 'invalid_differential_pricing', message: 'differential_pricing.id invalid' };
  for (const key of ['expiration_date_from', 'expiration_date_to'] as const) {
    const value = body[key];
    if (value !== undefined && (typeof value !== 'string' || Number.isNaN(Date.parse(value))))
      return { ok: false, error: 'invalid_expiration_date', message: `${key} invalid` };
  }
  if (body.expires !== undefined && typeof body.expires !== 'boolean')
    return { ok: false, error: 'bad_request', message: 'expires must be a boolean' };
  if (body.external_reference !== undefined && typeof body.external_reference !== 'string')
    return { ok: false, error: 'bad_request', message: 'external_reference must be a string' };
  return { ok: true, preference: body as PreferenceRequest };
}
