import { randomUUID } from 'node:crypto';
import { signNotification } from '@celebra/mock-server';
import pg from 'pg';
import { type BenchContext, BROWSER_HEADERS } from '../context';
import { measure } from '../load';
import { loadTable, memoryTarget, ms, type Section, target } from '../report';

const CONNECTIONS = 20;
const PAID_PURCHASES = 400;

/** Each guest of the crowd from an address of their own (the rate limit counts per address). */
const guestAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

type Gift = { id: number; price: number };

function purchaseBody(eventId: number, gifts: Gift[], n: number): string {
  const first = gifts[n % gifts.length] as Gift;
  const second = gifts[(n + 1) % gifts.length] as Gift;
  const items =
    first.id === second.id
      ? [{ id: first.id, quantity: 1 }]
      : [
          { id: first.id, quantity: 1 + (n % 3) },
          { id: second.id, quantity: 1 },
        ];
  return JSON.stringify({ eventId, name: `Convidado ${n}`, email: `convidado${n}@exemplo.com.br`, items });
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** `count` guests buy, then pay at the provider's checkout without the notification being sent yet. */
async function paidPurchases(
  ctx: BenchContext,
  eventId: number,
  gifts: Gift[],
  count: number,
): Promise<string[]> {
  const paymentIds: string[] = [];
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const n = 1_000_000 + start + offset;
        const bought = await post(
          `${ctx.platform.url}/api/guests/purchase`,
          purchaseBody(eventId, gifts, n),
          {
            'x-forwarded-for': guestAddress(n),
          },
        );
        const link = String(bought.body.paymentLink ?? '');
        const preferenceId = link.split('/').pop();
        if (bought.status !== 200 || !preferenceId) throw new Error(`purchase answered ${bought.status}`);
        const paid = await post(`${ctx.mock.url}/__control/preferences/${preferenceId}/pay`, {
          decision: 'approve',
          notify: false,
        });
        const payment = paid.body.payment as { id?: string | number } | undefined;
        if (!payment?.id) throw new Error(`the mock checkout answered ${paid.status}`);
        paymentIds.push(String(payment.id));
      }),
    );
  }
  return paymentIds;
}

/**
 * Guests buying (POST /api/guests/purchase: prices from the database, the purchase written, a
 * preference created at the provider), beside the provider's own preference call (the floor a
 * purchase cannot go under); then the provider's notifications (POST /api/payments/webhook:
 * signature, payment fetched from the provider, purchase approved once however often it comes).
 */
export async function purchaseSections(ctx: BenchContext): Promise<Section[]> {
  const document = (await (await fetch(`${ctx.platform.url}/api/guests/event/ana-e-pedro`)).json()) as {
    event: { id: number; gifts: Gift[] };
  };
  const { id: eventId, gifts } = document.event;
  if (gifts.length === 0) throw new Error('the demo event has no gifts');
  const jsonHeaders = { ...BROWSER_HEADERS, 'content-type': 'application/json' };

  ctx.log('purchase: Celebra');
  const purchase = await measure({
    url: ctx.platform.url,
    pid: ctx.platform.pid,
    connections: CONNECTIONS,
    seconds: ctx.seconds,
    request: (n) => ({
      method: 'POST',
      path: '/api/guests/purchase',
      headers: { ...jsonHeaders, 'x-forwarded-for': guestAddress(n) },
      body: purchaseBody(eventId, gifts, n),
    }),
  });
  ctx.log('purchase: the provider alone');
  const preferenceBody = JSON.stringify({
    items: [
      { id: String(gifts[0]?.id), title: 'Presente', quantity: 1, currency_id: 'BRL', unit_price: 100 },
    ],
    back_urls: {
      success: 'http://localhost/ok',
      failure: 'http://localhost/falha',
      pending: 'http://localhost/pendente',
    },
    auto_return: 'approved',
    notification_url: 'http://localhost/api/payments/webhook',
    external_reference: 'bench',
  });
  const provider = await measure({
    url: ctx.mock.url,
    pid: ctx.mock.pid,
    connections: CONNECTIONS,
    seconds: ctx.seconds,
    request: {
      method: 'POST',
      path: '/checkout/preferences',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.mock.accessToken}` },
      body: preferenceBody,
    },
  });

  ctx.log(`webhook: ${PAID_PURCHASES} purchases paid at the checkout`);
  const paymentIds = await paidPurchases(ctx, eventId, gifts, PAID_PURCHASES);
  ctx.log('webhook: Celebra');
  const webhook = await measure({
    url: ctx.platform.url,
    pid: ctx.platform.pid,
    connections: CONNECTIONS,
    seconds: ctx.seconds,
    warmUpSeconds: 0,
    request: (n) => {
      const paymentId = paymentIds[n % paymentIds.length] as string;
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      return {
        method: 'POST',
        path: `/api/payments/webhook?data.id=${paymentId}&type=payment`,
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signNotification(ctx.mock.webhookSecret, paymentId, requestId, ts),
        },
        body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } }),
      };
    },
  });
  const credited = await countApproved(ctx.platform.databaseUrl, paymentIds);

  return [
    {
      title: 'Guest purchase',
      setup: `POST /api/guests/purchase of one or two gifts of the demo event, each from a guest address of its own, ${CONNECTIONS} connections, ${ctx.seconds} s after a 2 s warm-up; beside it, the mock provider's POST /checkout/preferences alone, the call every purchase makes.`,
      table: loadTable([
        { subject: 'Celebra: purchase', result: purchase },
        { subject: 'provider: create preference', result: provider, baseline: purchase },
      ]),
      targets: [
        target('p99 at 20 connections', purchase.p99, 150, ms),
        target('errors', purchase.errors, 0, String),
        memoryTarget([purchase]),
      ],
    },
    {
      title: 'Payment notifications',
      setup: `POST /api/payments/webhook, signed as the provider signs, cycling over ${PAID_PURCHASES} purchases paid at the checkout (the first delivery of each approves it, the rest are the provider's repeats), ${CONNECTIONS} connections, ${ctx.seconds} s.`,
      table: loadTable([{ subject: 'Celebra: webhook', result: webhook }]),
      targets: [
        target('errors', webhook.errors, 0, String),
        target('purchases approved, each once', credited, PAID_PURCHASES, String, true),
        memoryTarget([webhook]),
      ],
    },
  ];
}

/** How many of the paid purchases the database holds as APPROVED. */
async function countApproved(databaseUrl: string, paymentIds: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from purchases where status = 'APPROVED' and provider_payment_id = any($1::text[])`,
      [paymentIds],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
