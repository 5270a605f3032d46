import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ApiCallArgs, ApiCallInput, ApiCallResult } from './route';

const updateGuest = {
  method: 'PUT',
  path: '/admin/events/:id/guests/:guestId',
  auth: 'admin',
  params: z.object({ id: z.number(), guestId: z.number() }),
  body: z.object({ firstName: z.string() }),
  response: z.object({ success: z.boolean(), message: z.string() }),
} as const;

const listEvents = {
  method: 'GET',
  path: '/admin/events',
  auth: 'admin',
  query: z.object({ page: z.number().optional() }),
  response: z.object({ events: z.array(z.object({ id: z.number() })) }),
} as const;

const uploadAvatar = {
  method: 'POST',
  path: '/users/event/:eventId/upload/avatar',
  auth: 'user',
  multipart: true,
} as const;

describe('route descriptor types', () => {
  it('requires the declared params and body, and types the result', () => {
    expectTypeOf<ApiCallInput<typeof updateGuest>['params']>().toEqualTypeOf<{
      id: number;
      guestId: number;
    }>();
    expectTypeOf<ApiCallInput<typeof updateGuest>['body']>().toEqualTypeOf<{ firstName: string }>();
    expectTypeOf<ApiCallArgs<typeof updateGuest>>().toEqualTypeOf<
      [input: ApiCallInput<typeof updateGuest>]
    >();
    expectTypeOf<ApiCallResult<typeof updateGuest>>().toEqualTypeOf<{ success: boolean; message: string }>();
  });

  it('makes the input optional when nothing is required', () => {
    expectTypeOf<ApiCallArgs<typeof listEvents>>().toEqualTypeOf<[input?: ApiCallInput<typeof listEvents>]>();
    expectTypeOf<ApiCallResult<typeof listEvents>>().toEqualTypeOf<{ events: { id: number }[] }>();
  });

  it('falls back to loose types without schemas', () => {
    expectTypeOf<ApiCallResult<typeof uploadAvatar>>().toBeUnknown();
    expectTypeOf<ApiCallInput<typeof uploadAvatar>['body']>().toEqualTypeOf<unknown>();
  });
});
