import type { FastifyInstance } from 'fastify';
import { payPix } from './build-pix-payment';
import { renderNotFound } from './checkout-html';
import { sendNotification } from './notify';
import { findPayment } from './payments-api';
import type { MercadoPagoStore } from './store';
import { renderTicket, renderTicketResult } from './ticket-html';

export type TicketOptions = { store: MercadoPagoStore; webhookSecret: string };

type IdParams = { Params: { id: string } };

/**
 * A Pix's ticket_url, standing for the payer's bank app: GET shows the QR code and a 'Pagar'
 * button; the button (a plain form post) pays it: approved, and the signed notification sent to
 * its notification_url and waited for, as the checkout page does, so the shop already knows when
 * the payer goes back to it. An expired, cancelled or already paid Pix cannot be paid (409, the
 * page saying why).
 */
export async function ticketRoutes(app: FastifyInstance, { store, webhookSecret }: TicketOptions) {
  // A browser posts the button's form form-encoded (with nothing in it).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const find = (id: string) => {
    const payment = findPayment(store, id);
    return payment?.point_of_interaction ? payment : undefined;
  };

  app.get<IdParams>('/payments/:id/ticket', async (request, reply) => {
    const payment = find(request.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!payment) return reply.status(404).send(renderNotFound());
    return renderTicket(payment);
  });

  app.post<IdParams>('/payments/:id/ticket', async (request, reply) => {
    const payment = find(request.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!payment) return reply.status(404).send(renderNotFound());
    if (payment.status !== 'pending') return reply.status(409).send(renderTicketResult(payment, false));
    payPix(store, payment);
    await sendNotification(store, webhookSecret, payment, 'payment.updated');
    return renderTicketResult(payment, true);
  });
}
