import { finalPriceCents } from '@celebra/shared/format';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SCALE_HOST_PASSWORD } from '../../../../../bench/src/scale/scale-hosts';
import { seedScale } from '../../../../../bench/src/scale/seed-scale';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

// The bench's bulk loader (bench/src/scale), at a small size: what it writes must be what the
// product would have written, and the dashboard must follow a bulk load like any other change.
const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
if (t.config.database.kind !== 'external') throw new Error('the tests run on a database URL');
const loaded = await seedScale(t.config.database.url, () => {}, { hosts: 40, events: 160, purchases: 3_000 });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.db.execute<T & Record<string, unknown>>(query)).rows;

describe('the scale bulk loader', () => {
  it('loads what it says, and the dashboard counts it', async () => {
    expect(loaded).toMatchObject({ hosts: 40, events: 160, purchases: 3_000 });
    // Every event lists 4 to 8 gifts.
    const [lists] = await rows<{ rows: number; events: number; min: number; max: number }>(sql`
      select sum(c)::int as rows, count(*)::int as events, min(c)::int as min, max(c)::int as max
      from (select count(*) as c from event_gifts group by event_id) lists`);
    expect(lists).toEqual({ rows: loaded.eventGifts, events: 160, min: 4, max: 8 });
    const [counts] = await rows<{ active: number; pending: number }>(sql`
      select (select count(*)::int from events where active) as active,
        (select count(*)::int from payouts where status = 'PENDING') as pending`);
    const response = await t.app.inject({ url: '/api/admin/dashboard/retrieve', headers });
    expect(response.json().totals).toMatchObject({ events: counts?.active, pendingPayouts: counts?.pending });
    expect(counts?.pending).toBeGreaterThan(0);

    const transactions = await t.app.inject({
      url: '/api/admin/transactions',
      query: { status: 'APPROVED', limit: '1' },
      headers,
    });
    const [approved] = await rows<{ n: number }>(
      sql`select count(*)::int as n from purchases where status = 'APPROVED'`,
    );
    expect(transactions.json().totalPages).toBe(approved?.n);
  });

  it('prices every purchase from its lines as the purchase route does', async () => {
    const purchases = await rows<{
      user: number;
      total: number;
      percentage: string;
      lines: [number, number][];
    }>(sql`
      select p.user_amount_cents as user, p.total_price_cents as total, p.percentage,
        json_agg(json_build_array(i.unit_price_cents, i.quantity)) as lines
      from purchases p join purchase_items i on i.purchase_id = p.id group by p.id`);
    expect(purchases).toHaveLength(3_000);
    for (const purchase of purchases) {
      const percentage = Number(purchase.percentage);
      expect(purchase.user).toBe(
        purchase.lines.reduce((sum, [price, quantity]) => sum + price * quantity, 0),
      );
      expect(purchase.total).toBe(
        purchase.lines.reduce(
          (sum, [price, quantity]) => sum + finalPriceCents(price, percentage) * quantity,
          0,
        ),
      );
    }
  });

  it('keeps every line on its event list, every date in order and every balance whole', async () => {
    const [broken] = await rows<{ off_list: number; early: number; overdrawn: number }>(sql`
      select
        (select count(*)::int from purchase_items i join purchases p on p.id = i.purchase_id
          where not exists (select 1 from event_gifts g where g.event_id = p.event_id and g.gift_id = i.gift_id)) as off_list,
        (select count(*)::int from purchases p join events e on e.id = p.event_id join users u on u.id = e.user_id
          where p.created_at < e.created_at or e.created_at < u.created_at or p.created_at > now()) as early,
        (select count(*)::int from events e where
          (select coalesce(sum(user_amount_cents), 0) from purchases where event_id = e.id and status = 'APPROVED')
          < (select coalesce(sum(coalesce(paid_amount_cents, 0)), 0) from payouts where event_id = e.id and status = 'PAID')
          + (select coalesce(sum(requested_amount_cents), 0) from payouts where event_id = e.id and status = 'PENDING')
        ) as overdrawn`);
    expect(broken).toEqual({ off_list: 0, early: 0, overdrawn: 0 });
  });

  it('gives every host a password they can sign in with', async () => {
    const [host] = await rows<{ email: string }>(
      sql`select email from users where active order by id desc limit 1`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: host?.email, password: SCALE_HOST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('leaves the identity columns ready for the product to go on', async () => {
    const host = await createTestUser(t.db);
    expect(host.id).toBeGreaterThan(40);
    expect(host.event?.id).toBeGreaterThan(160);
  });
});
