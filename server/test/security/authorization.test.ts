import { type ApiRoute, apiRoutes } from '@celebra/shared/api';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../helpers/accounts';
import { build } from '../helpers/build';

/**
 * The authorization matrix, generated from the shared route table the server registers its
 * routes from (contractRoute): every administrator call and every host call refuses, with the
 * same 401 'Não autorizado.', a request without a token, a token sent with somebody else's id
 * header, and the other role's token. A route added to the table is in the matrix by itself; a
 * route registered outside the table is caught by the OpenAPI comparison below. (A host on
 * another host's event: test/routes/users/other-hosts-event.test.ts, from the same table.)
 */
const t = await build();

const admin = await createTestAdmin(t.db);
const otherAdmin = await createTestAdmin(t.db);
const host = await createTestUser(t.db);
const otherHost = await createTestUser(t.db);
const adminSession = await adminHeaders(t.db, admin.id);
const hostSession = await userHeaders(t.db, host.id);
const expiredAdmin = await adminHeaders(t.db, admin.id, -1);
const expiredHost = await userHeaders(t.db, host.id, -1);

const routes = Object.entries(apiRoutes) as [string, ApiRoute][];
const adminCalls = routes.filter(([, route]) => route.auth === 'admin');
const hostCalls = routes.filter(([, route]) => route.auth === 'user');

/** The calls anyone may make. Listed by hand: making a call public must be a visible decision. */
const PUBLIC_CALLS = [
  'adminLogin',
  'usersLogin',
  'adminRequestPasswordReset',
  'adminResetPassword',
  'usersRequestPasswordReset',
  'usersResetPassword',
  'usersPreRegister',
  'usersGetPreRegistration',
  'usersGeneratePreRegistrationPayment',
  'usersSendPreRegistrationCode',
  'usersVerifyPreRegistration',
  'usersSubmitEventInfo',
  'usersListEventTypes',
  'usersListEventCategories',
  'usersFetchGiftsSlug',
  'usersSlugAvailability',
  'guestsGetEvent',
  'guestsPurchase',
  'guestsPurchasePix',
  'guestsPurchaseInstallments',
  'guestsPurchaseStatus',
  'guestsSendMessage',
  'guestsConfirmPresence',
  'guestsGetInvitation',
  'guestsUnsubscribe',
  'guestsGetLegal',
  'geoCep',
  'geoSearch',
  'health',
  'ready',
  'paymentsWebhook',
];

/** A request to the route with every path parameter filled: the values do not matter, sign-in comes first. */
function requestTo(route: ApiRoute, headers: Record<string, string>): InjectOptions {
  const url = `/api${route.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'eventId' ? String(host.event?.id) : name === 'kind' ? 'banner' : '1'))}`;
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  return { method: route.method, url, headers, ...(hasBody ? { payload: {} } : {}) };
}

async function expect401(route: ApiRoute, headers: Record<string, string>, label: string) {
  const response = await t.app.inject(requestTo(route, headers));
  expect({ label, status: response.statusCode }).toEqual({ label, status: 401 });
  expect(response.json()).toEqual({ success: false, message: 'Não autorizado.' });
}

describe('the route table', () => {
  it('has the administrator and host calls the specs describe, and only the listed public ones', () => {
    expect(adminCalls.length).toBeGreaterThan(40);
    expect(hostCalls.length).toBeGreaterThan(25);
    const publicCalls = routes.filter(([, route]) => route.auth === 'none').map(([key]) => key);
    expect(publicCalls.sort()).toEqual([...PUBLIC_CALLS].sort());
  });

  it('is every route the server documents: none is registered outside it', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const inTable = new Set(
      routes.map(([, route]) => `${route.method} /api${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((call) => !inTable.has(call))).toEqual([]);
  });
});

describe.each(adminCalls)('administrator call %s', (_key, route) => {
  it('refuses no token, another admin’s id, an expired session and a host’s token', async () => {
    await expect401(route, {}, 'no token');
    await expect401(route, { authorization: adminSession.authorization }, 'token without id');
    await expect401(
      route,
      { authorization: adminSession.authorization, 'x-admin-id': String(otherAdmin.id) },
      'mismatched id',
    );
    await expect401(route, expiredAdmin, 'expired session');
    await expect401(
      route,
      { authorization: hostSession.authorization, 'x-admin-id': String(host.id) },
      'host token',
    );
    await expect401(route, hostSession, 'host headers');
    await expect401(
      route,
      { authorization: 'Bearer not-a-token', 'x-admin-id': String(admin.id) },
      'made-up token',
    );
  });
});

describe.each(hostCalls)('host call %s', (_key, route) => {
  it('refuses no token, another host’s id, an expired session and an administrator’s token', async () => {
    await expect401(route, {}, 'no token');
    await expect401(route, { authorization: hostSession.authorization }, 'token without id');
    await expect401(
      route,
      { authorization: hostSession.authorization, 'x-user-id': String(otherHost.id) },
      'mismatched id',
    );
    await expect401(route, expiredHost, 'expired session');
    await expect401(
      route,
      { authorization: adminSession.authorization, 'x-user-id': String(admin.id) },
      'admin token',
    );
    await expect401(route, adminSession, 'admin headers');
    await expect401(
      route,
      { authorization: 'Bearer not-a-token', 'x-user-id': String(host.id) },
      'made-up token',
    );
  });
});
