import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from './accounts';
import type { TestContext } from './build';

/**
 * Checks that an admin call refuses, with 401 'Não autorizado.', a request without a token, a
 * valid administrator token sent with another administrator's X-Admin-Id, and a host's token.
 * The request's body and query are sent as given, so a valid body shows that sign-in comes first.
 */
export async function expectAdminOnly(t: TestContext, request: InjectOptions): Promise<void> {
  const admin = await createTestAdmin(t.db);
  const otherAdmin = await createTestAdmin(t.db);
  const host = await createTestUser(t.db, { event: null });
  const { authorization } = await adminHeaders(t.db, admin.id);
  const hostHeaders = await userHeaders(t.db, host.id);

  const attempts: Record<string, string>[] = [
    {},
    { authorization, 'x-admin-id': String(otherAdmin.id) },
    { authorization: hostHeaders.authorization, 'x-admin-id': String(host.id) },
    hostHeaders,
  ];
  for (const headers of attempts) {
    const response = await t.app.inject({ ...request, headers });
    expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Não autorizado.' });
  }
}
