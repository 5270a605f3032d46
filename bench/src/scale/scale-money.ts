import type pg from 'pg';
import { GIFT_SPREAD, MIN_GIFTS } from './scale-catalogue';
import { FEMALE_NAMES, LAST_NAMES, MAIL_DOMAINS, MALE_NAMES } from './scale-words';

const GUEST_FIRST = [...FEMALE_NAMES, ...MALE_NAMES];

/**
 * `count` guest purchases over the events of scale_events, as the purchase route and the payment
 * webhook leave them: one line, or two (one purchase in eight), of the event's own gifts;
 * userAmount = Σ price × qty and totalPrice = Σ finalPrice × qty from the catalogue prices
 * (scale_gifts), percentage = the platform's; mostly APPROVED, some PENDING (unpaid checkouts), RECUSED and CANCELLED, each paid
 * one with the provider's payment id. Older events have had more time to receive gifts, so they
 * get more of them. Ids follow creation time, as the identity column would have given them.
 */
export async function insertPurchases(
  client: pg.Client,
  count: number,
  percentageGift: number,
): Promise<{ firstId: number; lastId: number }> {
  const { rows } = await client.query<{ max: number; events: number }>(
    `select (select coalesce(max(id), 0)::int from purchases) as max, (select count(*)::int from scale_events) as events`,
  );
  const base = rows[0]?.max ?? 0;
  const events = rows[0]?.events ?? 0;
  await client.query(
    `create unlogged table scale_purchases as
     with drawn as (
       select g, 1 + least($2::int - 1, floor($2::int * power(random(), 1.25))::int) as eg,
         random() as r_when, random() as r_status, random() as r_a, random() as r_b, random() as r_two,
         random() as r_qty, random() as r_first, random() as r_last, random() as r_mail
       from generate_series(1, $1::int) as g
     ), placed as (
       select d.*, e.id as event_id, e.kind, k.pool_size,
         e.created + d.r_when * least(now() - e.created, interval '240 days') as created_at,
         case when r_status < 0.82 then 'APPROVED' when r_status < 0.89 then 'PENDING'
           when r_status < 0.95 then 'RECUSED' else 'CANCELLED' end::payment_status as status,
         -- two different gifts of the event's list of n = MIN_GIFTS + g mod GIFT_SPREAD
         floor(r_a * ($4::int + d.eg % $5::int))::int as ka,
         (floor(r_a * ($4::int + d.eg % $5::int))::int + 1 + floor(r_b * ($4::int - 1 + d.eg % $5::int))::int)
           % ($4::int + d.eg % $5::int) as kb,
         case when r_qty < 0.8 then 1 when r_qty < 0.95 then 2 else 3 end as qa
       from drawn d join scale_events e on e.g = d.eg join scale_kinds k on k.kind = e.kind
     )
     select ($3::int + row_number() over (order by p.created_at, p.g))::int as id, p.event_id, p.created_at,
       p.status, p.g, p.r_first, p.r_last, p.r_mail,
       ga.gift_id as gift_a, ga.name as name_a, ga.price_cents as price_a, p.qa,
       gb.gift_id as gift_b, gb.name as name_b, gb.price_cents as price_b,
       ga.price_cents * p.qa + coalesce(gb.price_cents, 0) as user_amount,
       ga.final_cents * p.qa + coalesce(gb.final_cents, 0) as total_price
     from placed p
     join scale_gifts ga on ga.kind = p.kind and ga.slot = (p.eg * 7 + p.ka) % p.pool_size
     left join scale_gifts gb on p.r_two < 0.12 and gb.kind = p.kind and gb.slot = (p.eg * 7 + p.kb) % p.pool_size`,
    [count, events, base, MIN_GIFTS, GIFT_SPREAD],
  );
  const first = GUEST_FIRST.map(([name]) => name);
  const firstAscii = GUEST_FIRST.map(([, ascii]) => ascii);
  const last = LAST_NAMES.map(([name]) => name);
  const lastAscii = LAST_NAMES.map(([, ascii]) => ascii);
  await client.query(
    `insert into purchases (id, event_id, guest_name, guest_email, user_amount_cents, total_price_cents,
       percentage, status, provider_preference_id, provider_payment_id, payment_link, created_at, updated_at)
     overriding system value
     select p.id, p.event_id,
       case when p.r_first < 0.04 then '' else f.name || ' ' || l.name end,
       f.ascii || '.' || l.ascii || (p.g % 997) || '@' || ($7::text[])[1 + floor(p.r_mail * $8::int)::int],
       p.user_amount, p.total_price, $1::numeric, p.status, pref.id,
       case when p.status <> 'PENDING' or p.r_mail < 0.3 then (90000000000 + p.id)::text end,
       'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=' || pref.id,
       p.created_at,
       p.created_at + case when p.status = 'PENDING' then interval '0' else interval '4 minutes' end
     from scale_purchases p
     cross join lateral (select '1234567890-' || gen_random_uuid() as id) pref
     cross join lateral (select ($2::text[])[1 + floor(p.r_first * $6::int)::int] as name,
       ($3::text[])[1 + floor(p.r_first * $6::int)::int] as ascii) f
     cross join lateral (select ($4::text[])[1 + floor(p.r_last * $9::int)::int] as name,
       ($5::text[])[1 + floor(p.r_last * $9::int)::int] as ascii) l
     -- scale_purchases is written in id order: no sort needed for the ids to follow time`,
    [
      percentageGift,
      first,
      firstAscii,
      last,
      lastAscii,
      first.length,
      MAIL_DOMAINS,
      MAIL_DOMAINS.length,
      last.length,
    ],
  );
  await client.query(
    `select setval(pg_get_serial_sequence('purchases', 'id'), (select max(id) from purchases))`,
  );
  await client.query('alter table scale_purchases add primary key (id); analyze scale_purchases');
  return { firstId: base + 1, lastId: base + count };
}

/** The lines of the purchases of scale_purchases whose id is in [fromId, toId]. */
export async function insertPurchaseItems(client: pg.Client, fromId: number, toId: number): Promise<number> {
  const result = await client.query(
    `insert into purchase_items (purchase_id, gift_id, gift_name, unit_price_cents, quantity)
     select p.id, l.gift, l.name, l.price, l.qty
     from scale_purchases p
     cross join lateral (values (p.gift_a, p.name_a, p.price_a, p.qa), (p.gift_b, p.name_b, p.price_b, 1))
       as l(gift, name, price, qty)
     where p.id between $1 and $2 and l.gift is not null`,
    [fromId, toId],
  );
  return result.rowCount ?? 0;
}

/**
 * Payouts as hosts request them (the whole available balance) and administrators conclude them:
 * about 30% of the events that received gifts had one PAID, some of those have the rest PENDING,
 * a few events have only a PENDING one, a few a FAILED or CANCELLED one. Per event, transferred +
 * pending never exceeds what was available, and at most one is pending (the unique partial index).
 * Available is the event's balance as the ledger keeps it once the purchases are in (the host's
 * share less what is reserved for the couple's deliveries), as the payout request checks it: sized
 * on the whole host share instead, the events whose couple chose delivery would end below zero,
 * one in six of them, where a live platform has a handful (a refund after a payout).
 */
export async function insertPayouts(client: pg.Client): Promise<number> {
  await client.query(`
    create unlogged table scale_received as
    select p.event_id, e.user_id, e.created, max(p.created_at) as last_at, b.available as received,
      random() as r
    from scale_purchases p join scale_events e on e.id = p.event_id
    join (select event_id, sum(delta_cents)::bigint as available from event_balance_deltas group by event_id) b
      on b.event_id = p.event_id
    where p.status = 'APPROVED'
    group by p.event_id, e.user_id, e.created, b.available
    having b.available >= 200`);
  const result = await client.query(`
    insert into payouts (event_id, user_id, requested_amount_cents, paid_amount_cents, status, created_at, concluded_at)
    select event_id, user_id, requested, paid, status, created_at, concluded_at from (
      select event_id, user_id, floor(received * 0.6)::int as requested, floor(received * 0.6)::int as paid,
        'PAID'::payout_status as status, created + (last_at - created) * 0.7 as created_at,
        least(now(), created + (last_at - created) * 0.7 + interval '2 days') as concluded_at
      from scale_received where r < 0.30
      union all
      select event_id, user_id, (received - floor(received * 0.6))::int, null, 'PENDING',
        least(now() - interval '1 hour', last_at + interval '1 day'), null
      from scale_received where r < 0.08
      union all
      select event_id, user_id, received::int, null, 'PENDING', least(now() - interval '1 hour', last_at + interval '1 day'), null
      from scale_received where r >= 0.30 and r < 0.33
      union all
      select event_id, user_id, received::int, null, case when r < 0.35 then 'FAILED' else 'CANCELLED' end::payout_status,
        least(now() - interval '1 hour', last_at + interval '1 day'), null
      from scale_received where r >= 0.33 and r < 0.36
    ) payouts order by created_at`);
  return result.rowCount ?? 0;
}
