/** Charge-backs (contestações): the card disputes of guests' purchases, with their deadlines. */
import { z } from 'zod';
import { ZChargeback, ZChargebackDeadlineFilter } from '../models/chargeback';
import { STATUS_INVALID_MESSAGE } from '../validation/forms/money';
import { ZEnvelope, ZListTotal, ZPaginationQuery, ZTotalPages } from './common';

/**
 * GET /admin/chargebacks?status=: the nearest deadline first. `status` says which deadlines:
 * OPEN (still ahead, the default: what can still be contested), CLOSED or ALL. 20 a page.
 */
export const ZAdminListChargebacksQuerySchema = ZPaginationQuery.extend({
  status: z.enum(ZChargebackDeadlineFilter.options, STATUS_INVALID_MESSAGE).default('OPEN'),
});
export type TAdminListChargebacksQuery = z.input<typeof ZAdminListChargebacksQuerySchema>;

export const ZAdminListChargebacksResponseSchema = ZEnvelope.extend({
  chargebacks: z.array(ZChargeback),
  total: ZListTotal,
  totalPages: ZTotalPages,
});
export type TAdminListChargebacksResponse = z.infer<typeof ZAdminListChargebacksResponseSchema>;
