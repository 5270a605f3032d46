import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

// 33 hosts a minute apart (pairs at the same instant), every third one a 'Costa'.
const base = Date.UTC(2025, 0, 1, 12);
const seeded = await t.db
  .insert(users)
  .values(
    Array.from({ length: 33 }, (_, i) => ({
      firstName: `Pessoa${i}`,
      lastName: i % 3 === 0 ? 'Costa' : 'Lima',
      email: `pessoa${i}@paginas.dev`,
      phoneNumber: '(21) 90000-0000',
      passwordHash: 'x',
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
  )
  .returning();

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/users', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { users: { id: number }[]; total: number; totalPages: number };
}

describe('GET /api/admin/users, page by page', () => {
  it.each([
    ['everyone', {}, () => true],
    ['a name', { name: 'costa' }, (row: (typeof seeded)[number]) => row.lastName === 'Costa'],
  ] as const)('%s: every page holds the next hosts', async (_, query, keep) => {
    const expected = seeded
      .filter(keep)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((row) => row.id);
    for (const limit of [5, 20]) {
      const first = await list({ ...query, limit: String(limit) });
      const ids = first.users.map((row) => row.id);
      for (let page = 2; page <= first.totalPages + 1; page++) {
        ids.push(
          ...(await list({ ...query, limit: String(limit), page: String(page) })).users.map((row) => row.id),
        );
      }
      // The admin's own test hosts are not in the seeded list: only seeded rows are compared.
      expect(ids.filter((id) => seeded.some((row) => row.id === id))).toEqual(expected);
      expect(first.total).toBe(ids.length);
    }
  });

  it('counts a name search again after a host signs up or an administrator edits one', async () => {
    const search = { name: 'Quintana' };
    expect((await list(search)).total).toBe(0);

    const host = await createTestUser(t.db, { lastName: 'Quintana', event: null });
    expect(await list(search)).toMatchObject({ total: 1, users: [{ id: host.id }] });

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${host.id}`,
      headers,
      payload: {
        firstName: 'Rosa',
        lastName: 'Prado',
        email: host.email,
        phoneNumber: '(11) 91234-5678',
        active: true,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await list(search)).total).toBe(0);

    await t.db.update(users).set({ lastName: 'Quintana' }).where(eq(users.id, host.id));
    expect((await list(search)).total).toBe(1);
    await t.db.delete(users).where(eq(users.id, host.id));
    expect((await list(search)).total).toBe(0);
  });
});
