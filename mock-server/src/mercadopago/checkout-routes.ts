import type { FastifyInstance } from 'fastify';
import { isExpired, renderCheckout, renderExpired, renderNotFound, renderResult } from './checkout-html';
import { sendNotification } from './notify';
import type { Decision, MercadoPagoStore } from './store';
import type { Payment, Preference } from './types';

export type CheckoutOptions = { store: MercadoPagoStore; webhookSecret: string };

const DECISIONS = new Set<string>(['approve', 'reject', 'pending']);

const BACK_URL_KEY = { approved: 'success', rejected: 'failure', pending: 'pending' } as const;

/**
 * Where Checkout Pro sends the buyer afterwards: the preference's back URL for the outcome, with
 * the query parameters Mercado Pago appends (collection_id, status, external_reference...).
 */
function backUrlFor(preference: Preference, payment: Payment): string | null {
  const key = BACK_URL_KEY[payment.status as keyof typeof BACK_URL_KEY] ?? 'pending';
  const base = preference.back_urls?.[key];
  if (!base) return null;
  const url = new URL(base);
  const params: Record<string, string> = {
    collection_id: String(payment.id),
    collection_status: payment.status,
    payment_id: String(payment.id),
    status: payment.status,
    external_reference: payment.external_reference ?? 'null',
    payment_type: payment.payment_type_id,
    merchant_order_id: String(payment.order.id),
    preference_id: preference.id,
    site_id: 'MLB',
    processing_mode: payment.processing_mode,
    merchant_account_id: 'null',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * The checkout page at a preference's init_point: the items, the total, the card's installments
 * (a select) and three buttons, 'Aprovar', 'Recusar' and 'Deixar pendente'. A click creates or updates the payment, sends the
 * signed notification to the preference's notification_url (waiting for it, so the shop already
 * knows when the buyer lands on its page) and redirects to the matching back URL. Plain HTML forms:
 * it works without JavaScript and is easy to drive from a browser test.
 */
export async function checkoutRoutes(app: FastifyInstance, { store, webhookSecret }: CheckoutOptions) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { preferenceId: string } }>('/checkout/:preferenceId', async (request, reply) => {
    const preference = store.preferences.get(request.params.preferenceId);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!preference) return reply.status(404).send(renderNotFound());
    if (isExpired(preference)) return reply.status(410).send(renderExpired());
    return renderCheckout(preference, store.latestPayment(preference.id));
  });

  app.post<{
    Params: { preferenceId: string };
    Body: { decision?: string; installments?: string } | undefined;
  }>('/checkout/:preferenceId', async (request, reply) => {
    const preference = store.preferences.get(request.params.preferenceId);
    reply.header('cache-control', 'no-store');
    if (!preference) return reply.status(404).type('text/html; charset=utf-8').send(renderNotFound());
    const latest = store.latestPayment(preference.id);
    // Paid already (a second tab, a double click): nothing changes, the buyer goes back.
    if (latest?.status === 'approved') {
      const back = backUrlFor(preference, latest);
      return back
        ? reply.redirect(back, 303)
        : reply.type('text/html; charset=utf-8').send(renderResult(latest));
    }
    if (isExpired(preference))
      return reply.status(410).type('text/html; charset=utf-8').send(renderExpired());
    const decision = request.body?.decision ?? '';
    if (!DECISIONS.has(decision)) {
      return reply.status(400).type('text/html; charset=utf-8').send(renderCheckout(preference, latest));
    }
    // The select's choice; the store keeps it within what the preference offers.
    const installments = Number.parseInt(request.body?.installments ?? '1', 10) || 1;
    const { payment, action } = store.decide(preference, decision as Decision, installments);
    await sendNotification(store, webhookSecret, payment, action);
    const back = backUrlFor(preference, payment);
    return back
      ? reply.redirect(back, 303)
      : reply.type('text/html; charset=utf-8').send(renderResult(payment));
  });
}
