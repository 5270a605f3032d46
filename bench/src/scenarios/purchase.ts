import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { signNotification } from '@celebra/mock-server';
import pg from 'pg';
import { type BenchContext, BROWSER_HEADERS } from '../context';
import { makeCpf } from '../crowd/make-cpf';
import { DEMO_SLUG } from '../demo-host';
import { measure, measureAtRate } from '../load';
import { startChild } from '../platform';
import { checkoutPreference } from '../references/checkout-preference';
import { loadTable, memoryTarget, ms, type Section, target } from '../report';

const CONNECTIONS = 20;
const PAID_PURCHASES = 400;
/** What a purchase by card or by Pix may take at the 99th percentile under this load. */
const P99_LIMIT_MS = 60;
/** The Pix guests' numbers start here, so their addresses are not the card guests' (nor the paid ones'). */
const PIX_GUESTS = 2_000_000;
/** Guests arriving a second in the open load (each purchase started on time, however slow the last). */
const OPEN_RATE = 100;
/** The open load's guests, card then Pix, apart from the others. */
const OPEN_CARD_GUESTS = 3_000_000;
const OPEN_PIX_GUESTS = 4_000_000;
/** The Pix's throughput at the closed load, as a share of the card's in the same run. */
const PIX_SHARE_OF_CARD = 0.7;

/** Each guest of the crowd from an address of their own (the rate limit counts per address). */
const BENCH_DIR = path.resolve(import.meta.dirname, '..', '..');

/**
 * The least purchase (references/least-purchase.ts) on a database of its own beside the
 * platform's, asking the same stand-in.
 */
async function startLeastPurchase(ctx: BenchContext) {
  const client = new pg.Client({ connectionString: ctx.platform.databaseUrl });
  await client.connect();
  try {
    await client.query('create database bench_least_purchase');
  } finally {
    await client.end();
  }
  return startChild(['--import', 'tsx', 'src/references/least-purchase.ts'], {
    cwd: BENCH_DIR,
    env: {
      DATABASE_URL: ctx.platform.databaseUrl.replace(/\/[^/?]+(\?.*)?$/, '/bench_least_purchase$1'),
      PROVIDER_URL: ctx.mock.url,
      PROVIDER_TOKEN: ctx.mock.accessToken,
      NODE_ENV: 'production',
    },
    readyPath: '/ready',
  });
}

const guestAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

type Gift = { id: number; price: number };

/**
 * The n-th guest's cart: one or two gifts of the demo event, the first bought 1 to 3 times, the
 * guest covering the platform's fee (the purchase with the most to price).
 */
function guestCart(eventId: number, gifts: Gift[], n: number) {
  const first = gifts[n % gifts.length] as Gift;
  const second = gifts[(n + 1) % gifts.length] as Gift;
  const items =
    first.id === second.id
      ? [{ id: first.id, quantity: 1 }]
      : [
          { id: first.id, quantity: 1 + (n % 3) },
          { id: second.id, quantity: 1 },
        ];
  return { eventId, name: `Convidado ${n}`, email: `convidado${n}@exemplo.com.br`, items, coverFee: true };
}

const purchaseBody = (eventId: number, gifts: Gift[], n: number) =>
  JSON.stringify(guestCart(eventId, gifts, n));

/** The n-th Pix guest's cart, with a CPF of its own and the browser's attempt. */
const pixPurchaseBody = (eventId: number, gifts: Gift[], n: number, attemptId: string) =>
  JSON.stringify({ ...guestCart(eventId, gifts, n), cpf: makeCpf(n), attemptId });

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
 * Guests buying by card (POST /api/guests/purchase: prices from the database, the purchase
 * written, a preference created at the provider), beside the provider's own preference call (the
 * floor a purchase cannot go under); guests buying by Pix (POST /api/guests/purchase/pix: the same
 * cart, the purchase written under the browser's attempt, a Pix created at the provider and kept
 * on it), beside the provider's own Pix creation, then a count of the purchases each attempt left;
 * then the provider's notifications (POST /api/payments/webhook: signature, payment fetched from
 * the provider, purchase approved once however often it comes).
 */
export async function purchaseSections(ctx: BenchContext): Promise<Section[]> {
  const document = (await (await fetch(`${ctx.platform.url}/api/guests/event/${DEMO_SLUG}`)).json()) as {
    event: { id: number; gifts: Gift[] };
  };
  const { id: eventId, gifts } = document.event;
  if (gifts.length === 0) throw new Error('the demo event has no gifts');
  const jsonHeaders = { ...BROWSER_HEADERS, 'content-type': 'application/json' };
  /** The n-th guest's card purchase, from an address of their own. */
  const cardRequest = (n: number) => ({
    method: 'POST',
    path: '/api/guests/purchase',
    headers: { ...jsonHeaders, 'x-forwarded-for': guestAddress(n) },
    body: purchaseBody(eventId, gifts, n),
  });
  /** The n-th guest's Pix purchase under a fresh attempt, which the answer is known by. */
  const pixRequest = (n: number) => {
    const attemptId = randomUUID();
    return {
      method: 'POST',
      path: '/api/guests/purchase/pix',
      headers: { ...jsonHeaders, 'x-forwarded-for': guestAddress(n) },
      body: pixPurchaseBody(eventId, gifts, n, attemptId),
      id: attemptId,
    };
  };

  ctx.log('purchase: Celebra');
  const purchase = await measure({
    url: ctx.platform.url,
    pid: ctx.platform.pid,
    connections: CONNECTIONS,
    seconds: ctx.seconds,
    request: cardRequest,
  });
  ctx.log('purchase: the provider alone');
  const preferenceBody = checkoutPreference(gifts[0]?.id, 'bench');
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

  ctx.log('purchase: the least purchase (reference)');
  const leastServer = await startLeastPurchase(ctx);
  /** The least purchase's `path` under the card's load, the n-th guest's body from `body`. */
  const measureLeast = (path: string, body: (n: number) => object) =>
    measure({
      url: leastServer.url,
      pid: leastServer.pid,
      connections: CONNECTIONS,
      seconds: ctx.seconds,
      request: (n: number) => ({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body(n)),
      }),
    });
  const least = await measureLeast('/purchase', (n) => ({
    attemptId: randomUUID(),
    giftId: gifts[n % gifts.length]?.id,
  })).catch(async (error) => {
    await leastServer.stop();
    throw error;
  });
  ctx.log('purchase: the least Pix purchase (reference)');
  const leastPix = await measureLeast('/purchase/pix', (n) => ({
    attemptId: randomUUID(),
    giftId: gifts[n % gifts.length]?.id,
    cpf: makeCpf(PIX_GUESTS + n),
    email: `convidado${n}@exemplo.com.br`,
  })).finally(() => leastServer.stop());

  ctx.log('purchase: Celebra, Pix');
  // The attempts the platform answered, warm-up included: each must have left one purchase.
  const answered: string[] = [];
  const pix = await measure({
    url: ctx.platform.url,
    pid: ctx.platform.pid,
    connections: CONNECTIONS,
    seconds: ctx.seconds,
    request: (n) => pixRequest(PIX_GUESTS + n),
    onResponse: (attemptId, status) => {
      if (attemptId && status >= 200 && status < 300) answered.push(attemptId);
    },
  });
  const writtenOnce = await countWrittenOnce(ctx.platform.databaseUrl, answered);

  ctx.log(`purchase: Celebra, card and Pix at ${OPEN_RATE} guests a second (open load)`);
  const cardOpen = await measureAtRate({
    url: ctx.platform.url,
    pid: ctx.platform.pid,
    rate: OPEN_RATE,
    seconds: ctx.seconds,
    request: (n) => cardRequest(OPEN_CARD_GUESTS + n),
  });
  const pixOpen = await measureAtRate({
    url: ctx.platform.url,
    pid: ctx.platform.pid,
    rate: OPEN_RATE,
    seconds: ctx.seconds,
    request: (n) => pixRequest(OPEN_PIX_GUESTS + n),
  });
  ctx.log('purchase: the provider alone, Pix');
  const pixProvider = await providerPixAlone(ctx);

  ctx.log(`webhook: ${PAID_PURCHASES} purchases paid at the checkout`);
  const paymentIds = await paidPurchases(ctx, eventId, gifts, PAID_PURCHASES);
  ctx.log('webhook: Celebra');
  // The payments whose notification was answered: a slow run may not have come round to all of them.
  const notified = new Set<string>();
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
        id: paymentId,
      };
    },
    onResponse: (paymentId, status) => {
      if (paymentId && status >= 200 && status < 300) notified.add(paymentId);
    },
  });
  const credited = await countApproved(ctx.platform.databaseUrl, [...notified]);

  return [
    {
      title: 'Guest purchase: card',
      setup: `POST /api/guests/purchase of one or two gifts of the demo event, the guest covering the fee, each from a guest address of its own, ${CONNECTIONS} connections, ${ctx.seconds} s after a 2 s warm-up; beside it, the mock provider's POST /checkout/preferences alone, the call every purchase makes, and the least purchase (a reference server on the same machine, stand-in and PostgreSQL: one statement writes the purchase, unique by its attempt, and its line, the provider is asked, the link is saved; no validation, prices, claim, rate limit, ledger or log: the floor of this machine for a purchase done in the product's order). Then the same purchases at an open load: ${OPEN_RATE} guests a second for ${ctx.seconds} s after a 2 s warm-up, each purchase started on time however long the earlier ones take, its latency counted from when it was due.`,
      table: loadTable([
        { subject: 'Celebra: purchase by card', result: purchase },
        { subject: 'provider: create preference', result: provider, baseline: purchase },
        { subject: 'least purchase (reference)', result: least, baseline: purchase },
        {
          subject: `Celebra: card, ${OPEN_RATE} guests a second (open)`,
          result: cardOpen,
          baseline: purchase,
        },
      ]),
      targets: [
        target(`p99 at ${CONNECTIONS} connections`, purchase.p99, P99_LIMIT_MS, ms),
        target(`p99 at ${OPEN_RATE} guests a second (open load)`, cardOpen.p99, P99_LIMIT_MS, ms),
        target('errors', purchase.errors + cardOpen.errors, 0, String),
        memoryTarget([purchase]),
      ],
    },
    {
      title: 'Guest purchase: Pix',
      setup: `POST /api/guests/purchase/pix of the same carts, each from a guest address of its own with a CPF of its own and a fresh attempt, ${CONNECTIONS} connections, ${ctx.seconds} s after a 2 s warm-up; beside it, the mock provider's POST /v1/payments of a Pix alone (its notification switched off), the call every Pix purchase makes, and the least purchase by Pix (the card's reference, asking the provider for a Pix whose notification it only answers, the code saved on the row; its throughput is ${((leastPix.rps / least.rps) * 100).toFixed(0)} % of the least card purchase's, the share this machine leaves the platform's Pix before any rule of ours). Then every attempt answered, warm-up included, is looked for in the database: one purchase holding its Pix. Then the Pix at an open load, as for the card.`,
      table: loadTable([
        { subject: 'Celebra: purchase by Pix', result: pix },
        { subject: 'provider: create Pix payment', result: pixProvider, baseline: pix },
        { subject: 'least Pix purchase (reference)', result: leastPix, baseline: pix },
        { subject: `Celebra: Pix, ${OPEN_RATE} guests a second (open)`, result: pixOpen, baseline: pix },
      ]),
      targets: [
        target(`p99 at ${CONNECTIONS} connections`, pix.p99, P99_LIMIT_MS, ms),
        target(
          `throughput at ${CONNECTIONS} connections, share of the card's`,
          pix.rps / purchase.rps,
          PIX_SHARE_OF_CARD,
          (share) => `${(share * 100).toFixed(0)} %`,
          true,
        ),
        target(`p99 at ${OPEN_RATE} guests a second (open load)`, pixOpen.p99, P99_LIMIT_MS, ms),
        target('errors', pix.errors + pixOpen.errors, 0, String),
        target('attempts answered with one purchase and its Pix', writtenOnce, answered.length, String, true),
        memoryTarget([pix]),
      ],
    },
    {
      title: 'Payment notifications',
      setup: `POST /api/payments/webhook, signed as the provider signs, cycling over ${PAID_PURCHASES} purchases paid at the checkout (the first delivery of each approves it, the rest are the provider's repeats), ${CONNECTIONS} connections, ${ctx.seconds} s; then every purchase whose notification was answered is looked for in the database: APPROVED.`,
      table: loadTable([{ subject: 'Celebra: webhook', result: webhook }]),
      targets: [
        target('errors', webhook.errors, 0, String),
        target('purchases notified, each approved', credited, notified.size, String, true),
        memoryTarget([webhook]),
      ],
    },
  ];
}

/**
 * The provider's POST /v1/payments of a Pix, as the platform sends it, each with a key and a CPF of
 * its own. Its notifications are switched off meanwhile: the floor is the creation alone, and the
 * platform is left out of it.
 */
async function providerPixAlone(ctx: BenchContext) {
  const webhooks = `${ctx.mock.url}/__control/webhooks`;
  const switched = await post(webhooks, { deliver: false });
  if (switched.status !== 200) throw new Error(`the mock's webhooks switch answered ${switched.status}`);
  try {
    return await measure({
      url: ctx.mock.url,
      pid: ctx.mock.pid,
      connections: CONNECTIONS,
      seconds: ctx.seconds,
      request: (n) => ({
        method: 'POST',
        path: '/v1/payments',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${ctx.mock.accessToken}`,
          'x-idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          transaction_amount: 100,
          description: 'Presentes - ana-e-pedro',
          payment_method_id: 'pix',
          payer: {
            email: `convidado${n}@exemplo.com.br`,
            identification: { type: 'CPF', number: makeCpf(n) },
          },
          external_reference: 'bench',
          notification_url: `${ctx.platform.url}/api/payments/webhook`,
          date_of_expiration: new Date(Date.now() + 30 * 60_000).toISOString(),
        }),
      }),
    });
  } finally {
    await post(webhooks, { deliver: true });
  }
}

/**
 * How many of the attempts hold exactly one purchase, with its Pix (the provider's payment and
 * the copia-e-cola kept on it).
 */
async function countWrittenOnce(databaseUrl: string, attemptIds: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from (
         select attempt_id from purchases where attempt_id = any($1::uuid[])
         group by attempt_id
         having count(*) = 1 and count(provider_payment_id) = 1 and count(pix_code) = 1
       ) once`,
      [attemptIds],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** How many of these payments' purchases the database holds as APPROVED. */
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
