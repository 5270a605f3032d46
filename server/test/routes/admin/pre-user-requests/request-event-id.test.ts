import { describe, expect, it } from 'vitest';
import { preUserRequests } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/pre-user-requests', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The list tells which requests already have their event, so that 'Criar evento' is not offered twice. */
describe('GET /api/admin/pre-user-requests: eventId', () => {
  it("names the event the request's account already has: the account made from it, or one with its e-mail", async () => {
    const fromRequest = await createTestUser(t.db, { email: 'conta-do-pedido@pedido.dev' });
    const sameEmail = await createTestUser(t.db, { email: 'mesmo-email@pedido.dev' });
    const withoutEvent = await createTestUser(t.db, { email: 'sem-evento@pedido.dev', event: null });
    const rows = await t.db
      .insert(preUserRequests)
      .values([
        {
          firstName: 'A',
          lastName: 'A',
          email: 'a-pedido@pedido.dev',
          phoneNumber: '(11) 90000-0001',
          passwordHash: 'x',
          accountCreated: true,
          userId: fromRequest.id,
        },
        {
          firstName: 'B',
          lastName: 'B',
          email: 'mesmo-email@pedido.dev',
          phoneNumber: '(11) 90000-0002',
          passwordHash: 'x',
        },
        {
          firstName: 'C',
          lastName: 'C',
          email: 'c-pedido@pedido.dev',
          phoneNumber: '(11) 90000-0003',
          passwordHash: 'x',
          accountCreated: true,
          userId: withoutEvent.id,
        },
      ])
      .returning();

    const eventIds = [];
    for (const row of rows) eventIds.push((await list({ id: String(row.id) })).userEventRequests[0]?.eventId);

    expect(eventIds).toEqual([fromRequest.event?.id, sameEmail.event?.id, null]);
  });
});
