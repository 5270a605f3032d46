import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

// 25 records a minute apart from 2025-05-01 12:00 UTC (09:00 in Brasília): payouts concluded by
// the admin, and every fifth a host's payout destination changed.
const base = Date.UTC(2025, 4, 1, 12);
const rows = await t.db
  .insert(auditLog)
  .values(
    Array.from({ length: 25 }, (_, i) =>
      i % 5 === 0
        ? {
            createdAt: new Date(base + i * 60_000),
            actorKind: 'host' as const,
            actorId: 900 + i,
            actorLabel: `Host ${i} <host${i}@teste.dev>`,
            action: 'payout-destination.changed',
            entityType: 'payout_destination',
            entityId: String(900 + i),
            before: null,
            after: { pixKey: 'a***@dominio.com' },
          }
        : {
            createdAt: new Date(base + i * 60_000),
            actorKind: 'admin' as const,
            actorId: admin.id,
            actorLabel: 'Alice <alice@teste.dev>',
            action: 'payout.concluded',
            entityType: 'payout',
            entityId: String(i),
            before: { status: 'PENDING' },
            after: { status: 'PAID', paidAmount: 10 },
          },
    ),
  )
  .returning();
// A day later, in Brasília's 2 May.
const [nextDay] = await t.db
  .insert(auditLog)
  .values({
    createdAt: new Date(base + 24 * 3_600_000),
    actorKind: 'system',
    actorLabel: 'Celebra',
    action: 'settings.updated',
    entityType: 'settings',
    entityId: '1',
  })
  .returning();

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/audit-log', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (body: { entries: { id: number }[] }) => body.entries.map((entry) => entry.id);

describe('GET /api/admin/audit-log', () => {
  it('lists newest first, 20 a page, each record whole', async () => {
    const first = await list({});
    expect(first.totalPages).toBe(2);
    // The rows of every page together, which the back office shows ('35 registros').
    expect(Math.ceil(first.total / 20)).toBe(first.totalPages);
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]).toEqual({
      id: nextDay?.id,
      createdAt: new Date(base + 24 * 3_600_000).toISOString(),
      actorKind: 'system',
      actorId: null,
      actorLabel: 'Celebra',
      action: 'settings.updated',
      entityType: 'settings',
      entityId: '1',
      before: null,
      after: null,
    });
    expect(first.entries[1]).toMatchObject({
      id: rows[24]?.id,
      actorKind: 'admin',
      actorId: admin.id,
      action: 'payout.concluded',
      before: { status: 'PENDING' },
      after: { status: 'PAID', paidAmount: 10 },
    });
    const second = await list({ page: '2' });
    expect(ids(second)).toEqual(
      rows
        .slice(0, 6)
        .map((row) => row.id)
        .reverse(),
    );
  });

  it('filters by action, entity, actor and a range of days in Brasília', async () => {
    const byAction = await list({ action: 'payout-destination.changed' });
    expect(ids(byAction)).toEqual([20, 15, 10, 5, 0].map((i) => rows[i]?.id));
    expect(ids(await list({ entityType: 'payout', entityId: '7' }))).toEqual([rows[7]?.id]);
    expect(ids(await list({ actorKind: 'host', actorId: '915' }))).toEqual([rows[15]?.id]);
    expect(ids(await list({ actorKind: 'system' }))).toEqual([nextDay?.id]);
    expect(ids(await list({ startDate: '2025-05-02', endDate: '2025-05-02' }))).toEqual([nextDay?.id]);
    const firstDay = await list({ startDate: '2025-05-01', endDate: '2025-05-01', limit: '100' });
    expect(firstDay.entries).toHaveLength(25);
    expect(await list({ action: 'user.deleted' })).toMatchObject({ entries: [], total: 0, totalPages: 0 });
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ actorKind: 'robot' }, 'Tipo de quem fez'],
      [{ actorId: 'abc' }, 'ID de quem fez'],
      [{ startDate: '2025-02-30' }, 'Data inicial'],
      [{ page: '0' }, 'page'],
      [{ entityId: 'a\u0000' }, 'ID do registro'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({ url: '/api/admin/audit-log', query, headers });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().success).toBe(false);
      if (field !== 'page') expect(response.json().message).toContain(field);
    }
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/audit-log' });
  });
});
