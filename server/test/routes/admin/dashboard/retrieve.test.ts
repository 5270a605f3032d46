import { describe, expect, it } from 'vitest';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { insertGift, insertPayout } from '../../../helpers/admin-fixtures';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const url = '/api/admin/dashboard/retrieve';

describe('GET /api/admin/dashboard/retrieve', () => {
  it('counts active events, active gifts and pending payouts only', async () => {
    const active = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await createTestUser(t.db, { event: { active: false } });
    await insertGift(t.db);
    await insertGift(t.db);
    await insertGift(t.db, { active: false });
    const eventId = active.event?.id ?? 0;
    await insertPayout(t.db, { eventId, userId: active.id });
    await insertPayout(t.db, { eventId, userId: active.id, status: 'PAID', paidAmountCents: 5_000 });
    await insertPayout(t.db, { eventId: other.event?.id ?? 0, userId: other.id });

    const response = await t.app.inject({ url, headers: await adminHeaders(t.db, admin.id) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      // The payouts here were never backed by gifts: their events' balances are below zero.
      totals: {
        events: 2,
        gifts: 2,
        pendingPayouts: 2,
        negativeBalances: { count: 2, total: -150 },
        deliveriesDueThisWeek: 0,
      },
    });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url });
  });
});
