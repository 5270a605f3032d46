/**
 * Reference of the card and Pix purchases: the least any purchase in the product's order does, on
 * the same machine and against the same stand-in: one statement writes the purchase (unique by
 * its attempt) and its line, the provider is asked for a checkout (or a Pix), its link (or its
 * copy-and-paste code) is saved on the row.
 * No validation, no prices read, no claim, no rate limit, no ledger, no log: what is left between
 * it and the platform's purchase is the product's rules. Its two tables live in a database of
 * their own (DATABASE_URL), created by the bench on the platform's PostgreSQL.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { checkoutPreference } from './checkout-preference';

const pool = new pg.Pool({ connectionString: String(process.env.DATABASE_URL), max: 10 });
const provider = String(process.env.PROVIDER_URL);
const token = String(process.env.PROVIDER_TOKEN);
await pool.query(`
  create table if not exists purchase (
    id bigserial primary key, attempt uuid not null unique, total integer not null,
    link text, created_at timestamptz not null default now());
  create table if not exists purchase_line (
    id bigserial primary key, purchase_id bigint not null references purchase (id),
    gift_id integer not null, quantity integer not null, price integer not null);
  create index if not exists purchase_line_purchase on purchase_line (purchase_id);`);

const own = `http://127.0.0.1:${process.env.PORT}`;
const WRITE_PURCHASE = `
  with written as (
    insert into purchase (attempt, total) values ($1, 10000)
    on conflict (attempt) do nothing returning id)
  insert into purchase_line (purchase_id, gift_id, quantity, price)
  select id, $2, 1, 10000 from written returning purchase_id as id`;

/** The purchase and its line, in one statement; its id (none when the attempt had one). */
async function writePurchase(attemptId: string, giftId: number): Promise<string | undefined> {
  const { rows } = await pool.query<{ id: string }>({
    name: 'write-purchase',
    text: WRITE_PURCHASE,
    values: [attemptId, giftId],
  });
  return rows[0]?.id;
}

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.post('/purchase', async (request) => {
  const { attemptId, giftId } = request.body as { attemptId: string; giftId: number };
  const id = await writePurchase(attemptId, giftId);
  const answer = await fetch(`${provider}/checkout/preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: checkoutPreference(giftId, String(id)),
  });
  const { init_point: link } = (await answer.json()) as { init_point: string };
  await pool.query({
    name: 'save-link',
    text: 'update purchase set link = $2 where id = $1',
    values: [id, link],
  });
  return { paymentLink: link };
});
// The Pix's: the same statement, the provider asked for a Pix (its notification sent back here,
// where it is only answered), the charge's id and copy-and-paste code saved on the row.
app.post('/purchase/pix', async (request) => {
  const { attemptId, giftId, cpf, email } = request.body as {
    attemptId: string;
    giftId: number;
    cpf: string;
    email: string;
  };
  const id = await writePurchase(attemptId, giftId);
  const answer = await fetch(`${provider}/v1/payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-idempotency-key': attemptId,
    },
    body: JSON.stringify({
      transaction_amount: 100,
      description: 'Presentes',
      payment_method_id: 'pix',
      payer: { email, identification: { type: 'CPF', number: cpf } },
      external_reference: String(id),
      notification_url: `${own}/webhook`,
      date_of_expiration: new Date(Date.now() + 30 * 60_000).toISOString(),
    }),
  });
  const payment = (await answer.json()) as {
    id: number;
    point_of_interaction: { transaction_data: { qr_code: string } };
  };
  const code = payment.point_of_interaction.transaction_data.qr_code;
  await pool.query({
    name: 'save-link',
    text: 'update purchase set link = $2 where id = $1',
    values: [id, code],
  });
  return { paymentId: payment.id, code };
});
app.post('/webhook', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
