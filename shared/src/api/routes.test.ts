import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ApiRouteDescriptor } from '../client/route';
import { API_AUTHS, type ApiRoute, type TPathParamNames } from './api-route';
import { ZEnvelope } from './common';
import { API_ROUTE_NAMES, type ApiBody, type ApiResponse, type ApiRoutes, apiRoutes } from './routes';
import { geoCepRoute, geoSearchRoute } from './routes-geo';
import { guestsGetEventRoute } from './routes-guest-event';
import { guestsConfirmPresenceRoute, guestsPurchaseRoute, guestsSendMessageRoute } from './routes-public';

const routes = Object.entries(apiRoutes) as [string, ApiRoute][];

/** Every call the apps make (Fastify-style params), plus health, readiness and the payment webhook. */
const SPEC_CALLS = [
  'GET /admin/me',
  'POST /admin/login',
  'POST /admin/logout',
  'POST /admin/password-reset/request',
  'POST /admin/password-reset',
  'GET /admin/dashboard/retrieve',
  'GET /admin/logs/error.txt',
  'GET /admin/users',
  'GET /admin/users/:id',
  'PUT /admin/users/:id',
  'GET /admin/user-events/:userId',
  'GET /admin/events',
  'GET /admin/events/:id',
  'PUT /admin/events/:id',
  'GET /admin/events/:id/messages',
  'DELETE /admin/events/:id/messages/:messageId',
  'GET /admin/events/:id/guests',
  'POST /admin/events/:id/guests',
  'PUT /admin/events/:id/guests/:guestId',
  'DELETE /admin/events/:id/guests/:guestId',
  'GET /admin/events/:id/received-gifts',
  'GET /admin/events/:id/transactions',
  'GET /admin/events/:id/services/contracted',
  'GET /admin/events/:id/services/pending-payments',
  'GET /admin/events/:id/services/default',
  'GET /admin/gifts/categories',
  'GET /admin/gifts/:id',
  'POST /admin/gifts',
  'PUT /admin/gifts/:id',
  'DELETE /admin/gifts/:id',
  'POST /admin/gifts/link-to-event',
  'GET /admin/event-categories',
  'POST /admin/event-categories',
  'PUT /admin/event-categories/:id',
  'DELETE /admin/event-categories/:id',
  'GET /admin/event-types',
  'GET /admin/event-types-with-categories',
  'POST /admin/event-types',
  'PUT /admin/event-types/:id',
  'DELETE /admin/event-types/:id',
  'GET /admin/services',
  'GET /admin/services/:id',
  'GET /admin/services/types',
  'POST /admin/services',
  'PUT /admin/services/:id',
  'DELETE /admin/services/:id',
  'GET /admin/payouts',
  'PUT /admin/payouts/:id/conclude',
  'GET /admin/payouts/:id',
  'PUT /admin/payouts/:id/close',
  'GET /admin/negative-balances',
  'PUT /admin/password',
  'GET /admin/settings',
  'PUT /admin/settings',
  'GET /admin/settings/percentage-gift',
  'GET /admin/settings/legal',
  'PUT /admin/settings/legal',
  'GET /admin/settings/legal/versions',
  'GET /admin/settings/legal/versions/:id',
  'GET /admin/transactions',
  'GET /admin/transactions/:id',
  'GET /admin/transactions/:id/info',
  'PUT /admin/transactions/:id/status',
  'GET /admin/transactions/:id/refunds',
  'POST /admin/transactions/:id/refund',
  'GET /admin/ledger/export',
  'GET /admin/chargebacks',
  'GET /admin/audit-log',
  'GET /admin/personal-data',
  'GET /admin/personal-data/export',
  'POST /admin/personal-data/erase',
  'GET /admin/gift-suggestions',
  'DELETE /admin/gift-suggestions/:id',
  'GET /admin/pre-user-requests',
  'GET /admin/pre-user-requests/info/:id',
  'GET /users/event-categories',
  'GET /users/fetch-gifts-slug',
  'GET /users/slug-availability',
  'POST /users/register',
  'GET /guests/event/:slug',
  'POST /guests/purchase',
  'POST /guests/purchase/pix',
  'POST /guests/purchase/installments',
  'GET /guests/purchase/:id/status',
  'POST /guests/message/:eventId',
  'POST /guests/confirmation/:eventId',
  'GET /users/me',
  'POST /users/login',
  'POST /users/logout',
  'POST /users/password-reset/request',
  'POST /users/password-reset',
  'PUT /users/password',
  'POST /users/pre-register',
  'POST /users/pre-register/get',
  'POST /users/pre-register/generate-payment',
  'POST /users/pre-register/send-code',
  'POST /users/pre-register/verify',
  'POST /users/pre-register/event-info',
  'GET /users/event-types',
  'POST /users/services/purchase',
  'GET /users/events/:eventId/services',
  'GET /users/events/:eventId/pending-payment-services',
  'POST /users/event/:eventId/upload/:kind',
  'GET /users/event/:eventId/dashboard/retrieve',
  'GET /users/event/:eventId',
  'PUT /users/event/:eventId',
  'GET /users/event-details/:eventId',
  'PUT /users/event-details/:eventId',
  'GET /users/gifts/:eventId',
  'POST /users/gifts/suggestion/:eventId',
  'DELETE /users/gifts/:eventId/:giftId',
  'GET /users/gifts/:eventId/catalog',
  'POST /users/gifts/:eventId/catalog',
  'POST /users/gifts/:eventId/custom',
  'PUT /users/gifts/:eventId/:giftId',
  'PUT /users/gifts/:eventId/order',
  'PUT /users/gifts/:eventId/:giftId/visibility',
  'PUT /users/gifts/:eventId/notice',
  'GET /users/event/:eventId/settings',
  'PUT /users/event/:eventId/settings',
  'GET /users/event-gallery/:eventId',
  'POST /users/event-gallery/:eventId',
  'DELETE /users/event-gallery/:eventId/media/:mediaId',
  'GET /users/guests/:eventId',
  'POST /users/guests/:eventId',
  'PUT /users/guests/:eventId/:guestId',
  'DELETE /users/guests/:eventId/:guestId',
  'POST /users/guests/:eventId/:guestId/merge',
  'POST /users/guests/:eventId/import',
  'POST /users/guests/:eventId/import/preview',
  'POST /users/guests/:eventId/remind',
  'POST /users/guests/:eventId/:guestId/remind',
  'GET /users/event/:eventId/rsvp',
  'PUT /users/event/:eventId/rsvp',
  'GET /users/notifications',
  'PUT /users/notifications',
  'GET /guests/invitation/:token',
  'POST /guests/unsubscribe/:token',
  'GET /guests/legal',
  'GET /users/messages/:eventId',
  'DELETE /users/messages/:eventId/:messageId',
  'GET /users/events/:eventId/received-gifts',
  'PUT /users/events/:eventId/received-gifts/:purchaseId/thanked',
  'GET /users/events/:eventId/transactions',
  'GET /users/events/:eventId/payout-requests',
  'GET /users/events/:eventId/payouts',
  'GET /users/payout-destination',
  'PUT /users/payout-destination',
  'POST /users/account/export',
  'POST /users/account/delete',
  // the delivery queue: the back office's 'Entregas' and the couple's lines
  'GET /admin/deliveries',
  'PUT /admin/deliveries/:id/status',
  'GET /users/deliveries',
  'POST /users/deliveries/:id/convert',
  'PUT /admin/deliveries/:id/refund-decision',
  'GET /users/event/:eventId/delivery-address',
  'PUT /users/event/:eventId/delivery-address',
  'PUT /users/event/:eventId/delivery-preference',
  'GET /geo/cep/:cep',
  'GET /geo/search',
  'GET /health',
  'GET /ready',
  'POST /payments/webhook',
];

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();

describe('apiRoutes', () => {
  it('has exactly the calls of both specs', () => {
    const table = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect([...table].sort()).toEqual([...SPEC_CALLS].sort());
    expect(API_ROUTE_NAMES).toHaveLength(SPEC_CALLS.length);
  });

  it('never has two routes Fastify would confuse (same method, same path shape)', () => {
    const shapes = routes.map(([, route]) => `${route.method} ${route.path.replace(/:\w+/g, ':')}`);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('has paths without the /api prefix and a known auth', () => {
    for (const [name, route] of routes) {
      expect(route.path, name).toMatch(/^\/(admin|users|guests|geo|health|ready|payments)(\/|$)/);
      expect(API_AUTHS, name).toContain(route.auth);
    }
  });

  it('declares a params schema with exactly the path placeholders', () => {
    for (const [name, route] of routes) {
      const expected = pathParams(route.path);
      if (expected.length === 0) {
        expect(route.params, name).toBeUndefined();
        continue;
      }
      expect(route.params, name).toBeInstanceOf(z.ZodObject);
      const keys = Object.keys((route.params as z.ZodObject).shape).sort();
      expect(keys, name).toEqual(expected);
    }
  });

  it('answers JSON with the envelope (success and message), the downloads (log, ledger) with text', () => {
    for (const [name, route] of routes) {
      if (route.responseType === 'text') {
        expect(route.response, name).toBeInstanceOf(z.ZodString);
        continue;
      }
      if (route.responseType === 'blob') continue;
      expect(route.response, name).toBeInstanceOf(z.ZodObject);
      const shape = (route.response as z.ZodObject).shape;
      expect(shape.success, name).toBe(ZEnvelope.shape.success);
      expect(shape.message, name).toBe(ZEnvelope.shape.message);
    }
    expect(routes.filter(([, route]) => route.responseType === 'text').map(([name]) => name)).toEqual([
      'adminErrorLog',
      'adminExportPersonalData',
      'adminExportLedger',
    ]);
    expect(routes.filter(([, route]) => route.responseType === 'blob').map(([name]) => name)).toEqual([
      'usersExportAccountData',
    ]);
  });

  it('has response schemas that serialize (no transforms) and request schemas that document', () => {
    for (const [name, route] of routes) {
      expect(() => z.toJSONSchema(route.response, { io: 'output' }), name).not.toThrow();
      for (const part of [route.params, route.query, route.body]) {
        if (part) expect(() => z.toJSONSchema(part, { io: 'input' }), name).not.toThrow();
      }
    }
  });

  it('sends no body on GET and DELETE', () => {
    for (const [name, route] of routes) {
      if (route.method === 'GET' || route.method === 'DELETE') expect(route.body, name).toBeUndefined();
    }
  });

  it('marks the multipart calls and names their file', () => {
    const multipart = routes
      .filter(([, route]) => route.multipart)
      .map(([name, route]) => [name, route.file?.field]);
    expect(multipart).toEqual([
      ['adminCreateGift', 'image'],
      ['adminUpdateGift', 'image'],
      ['adminCreateEventType', 'image'],
      ['adminUpdateEventType', 'image'],
      ['usersUploadEventImage', 'file'],
      ['usersCreateGift', 'image'],
      ['usersUpdateGift', 'image'],
      ['usersUploadGalleryMedia', 'file'],
    ]);
    for (const [name, route] of routes) if (!route.multipart) expect(route.file, name).toBeUndefined();
  });

  it('guards every admin and host area call, leaves the public ones open', () => {
    const auth = (name: keyof ApiRoutes) => apiRoutes[name].auth;
    for (const [name, route] of routes) {
      const signedOut = ['adminLogin', 'adminRequestPasswordReset', 'adminResetPassword'];
      if (route.path.startsWith('/admin/') && !signedOut.includes(name))
        expect(route.auth, name).toBe('admin');
      if (route.path.startsWith('/guests/')) expect(route.auth, name).toBe('none');
      if (/:eventId/.test(route.path) && route.path.startsWith('/users/'))
        expect(route.auth, name).toBe('user');
    }
    expect(auth('adminLogin')).toBe('none');
    expect(auth('usersLogin')).toBe('none');
    expect(auth('adminRequestPasswordReset')).toBe('none');
    expect(auth('adminResetPassword')).toBe('none');
    expect(auth('usersRequestPasswordReset')).toBe('none');
    expect(auth('usersResetPassword')).toBe('none');
    expect(auth('usersChangePassword')).toBe('user');
    expect(auth('adminLogout')).toBe('admin');
    expect(auth('usersLogout')).toBe('user');
    expect(auth('usersRegister')).toBe('admin');
    expect(auth('usersPreRegister')).toBe('none');
  });

  it('has precise types', () => {
    type ParamsMatchPath = {
      [N in keyof ApiRoutes]: ApiRoutes[N] extends {
        path: infer P extends string;
        params: z.ZodObject<infer S>;
      }
        ? [TPathParamNames<P>] extends [keyof S]
          ? [keyof S] extends [TPathParamNames<P>]
            ? true
            : N
          : N
        : ApiRoutes[N] extends { path: infer P extends string }
          ? [TPathParamNames<P>] extends [never]
            ? true
            : N
          : N;
    }[keyof ApiRoutes];
    expectTypeOf<ParamsMatchPath>().toEqualTypeOf<true>();
    expectTypeOf(apiRoutes).toExtend<Record<string, ApiRouteDescriptor>>();
    expectTypeOf<ApiResponse<'adminLogin'>['admin']['id']>().toEqualTypeOf<number>();
    expectTypeOf<ApiBody<'guestsPurchase'>['items']>().toEqualTypeOf<
      { id: number; quantity: number; amount?: number | undefined }[]
    >();
    expectTypeOf<ApiBody<'adminGetEvent'>>().toEqualTypeOf<undefined>();
  });
});

it('exports the public calls one by one, the very entries of the table (the guest site imports them)', () => {
  expect(guestsGetEventRoute).toBe(apiRoutes.guestsGetEvent);
  expect(guestsPurchaseRoute).toBe(apiRoutes.guestsPurchase);
  expect(guestsSendMessageRoute).toBe(apiRoutes.guestsSendMessage);
  expect(guestsConfirmPresenceRoute).toBe(apiRoutes.guestsConfirmPresence);
  expect(geoCepRoute).toBe(apiRoutes.geoCep);
  expect(geoSearchRoute).toBe(apiRoutes.geoSearch);
});
