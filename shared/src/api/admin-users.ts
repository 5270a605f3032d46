import { z } from 'zod';
import { ZUser, ZUserEvent } from '../models/user';
import { coercedId } from '../validation/fields';
import { ZAdminUserFormSchema } from '../validation/forms/account';
import { filterText, sortQuery, ZEnvelope, ZOkResponse, ZPaginationQuery, ZTotalPages } from './common';

/** GET /admin/users: filters on name, e-mail and phone, 20 a page. */
export const ADMIN_USERS_SORT = ['createdAt', 'firstName', 'email'] as const;
export const ZAdminListUsersQuerySchema = ZPaginationQuery.extend({
  ...sortQuery(ADMIN_USERS_SORT),
  name: filterText('name'),
  email: filterText('email'),
  phoneNumber: filterText('phoneNumber', 20),
});
export type TAdminListUsersQuery = z.input<typeof ZAdminListUsersQuerySchema>;

export const ZAdminListUsersResponseSchema = ZEnvelope.extend({
  users: z.array(ZUser),
  total: z.number().int().nonnegative(),
  totalPages: ZTotalPages,
});
export type TAdminListUsersResponse = z.infer<typeof ZAdminListUsersResponseSchema>;

/** GET /admin/users/{id}. */
export const ZAdminGetUserResponseSchema = ZEnvelope.extend({ user: ZUser });
export type TAdminGetUserResponse = z.infer<typeof ZAdminGetUserResponseSchema>;

/** PUT /admin/users/{id}: the back office's host edit popup. */
export const ZAdminUpdateUserBodySchema = ZAdminUserFormSchema;
export type TAdminUpdateUserBody = z.input<typeof ZAdminUpdateUserBodySchema>;
export const ZAdminUpdateUserResponseSchema = ZOkResponse.extend({ user: ZUser });
export type TAdminUpdateUserResponse = z.infer<typeof ZAdminUpdateUserResponseSchema>;

/** GET /admin/user-events/{userId}. */
export const ZAdminListUserEventsParamsSchema = z.object({ userId: coercedId('userId') });
export const ZAdminListUserEventsResponseSchema = ZEnvelope.extend({ events: z.array(ZUserEvent) });
export type TAdminListUserEventsResponse = z.infer<typeof ZAdminListUserEventsResponseSchema>;
