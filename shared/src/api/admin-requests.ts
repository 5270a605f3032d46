/** Event requests of prospective users ('Solicitação de Eventos'). */
import { z } from 'zod';
import { ZPreUserRequest, ZPreUserRequestInfo } from '../models/pre-user-request';
import { coercedId, optionalIsoDate } from '../validation/fields';
import { filterText, sortQuery, ZEnvelope, ZListTotal, ZPaginationQuery, ZTotalPages } from './common';

/** GET /admin/pre-user-requests: 20 a page; filters ID, e-mail, mobile, start and end date. */
export const ADMIN_REQUESTS_SORT = ['createdAt', 'name'] as const;
export const ZAdminListPreUserRequestsQuerySchema = ZPaginationQuery.extend({
  ...sortQuery(ADMIN_REQUESTS_SORT),
  id: coercedId('id').optional(),
  email: filterText('email'),
  phoneNumber: filterText('phoneNumber', 20),
  startDate: optionalIsoDate('startDate'),
  endDate: optionalIsoDate('endDate'),
});
export type TAdminListPreUserRequestsQuery = z.input<typeof ZAdminListPreUserRequestsQuerySchema>;

export const ZAdminListPreUserRequestsResponseSchema = ZEnvelope.extend({
  userEventRequests: z.array(ZPreUserRequest),
  total: ZListTotal,
  totalPages: ZTotalPages,
  page: z.number().int().positive(),
});
export type TAdminListPreUserRequestsResponse = z.infer<typeof ZAdminListPreUserRequestsResponseSchema>;

/** GET /admin/pre-user-requests/info/{id}. */
export const ZAdminGetPreUserRequestInfoResponseSchema = ZEnvelope.extend({ infoEvent: ZPreUserRequestInfo });
export type TAdminGetPreUserRequestInfoResponse = z.infer<typeof ZAdminGetPreUserRequestInfoResponseSchema>;
