/** The delivery queue ('Entregas'): the lines to buy and send, and their status moves. */
import { z } from 'zod';
import {
  DELIVERY_CARRIER_REQUIRED_MESSAGE,
  DELIVERY_COST_REQUIRED_MESSAGE,
  DELIVERY_DATE_REQUIRED_MESSAGE,
  DELIVERY_STATUS_INVALID_MESSAGE,
  DELIVERY_SUPPLIER_REQUIRED_MESSAGE,
  DELIVERY_TRACKING_REQUIRED_MESSAGE,
} from '../messages/delivery';
import { DELIVERY_STATUSES, ZDelivery } from '../models/delivery';
import { coercedId, isoDateField, moneyAmount, optionalIsoDate, requiredText } from '../validation/fields';
import { sortQuery, ZEnvelope, ZListTotal, ZOkResponse, ZPaginationQuery, ZTotalPages } from './common';

/**
 * GET /admin/deliveries?status=&eventId=&dueFrom=&dueTo=&sort=&order=&page=&limit=. `status` one of
 * the line statuses or ALL (default: 'A comprar'); `dueFrom`/`dueTo` keep the lines whose due
 * window meets those days; by due date by default, the soonest first.
 */
export const ADMIN_DELIVERIES_SORT = ['dueFrom', 'createdAt'] as const;
export const ADMIN_DELIVERIES_ALL_STATUSES = 'ALL';
export const ZAdminListDeliveriesQuerySchema = ZPaginationQuery.extend({
  ...sortQuery(ADMIN_DELIVERIES_SORT),
  status: z
    .enum([...DELIVERY_STATUSES, ADMIN_DELIVERIES_ALL_STATUSES], DELIVERY_STATUS_INVALID_MESSAGE)
    .default('TO_BUY'),
  eventId: coercedId('eventId').optional(),
  dueFrom: optionalIsoDate('dueFrom'),
  dueTo: optionalIsoDate('dueTo'),
});
export type TAdminListDeliveriesQuery = z.input<typeof ZAdminListDeliveriesQuerySchema>;

export const ZAdminListDeliveriesResponseSchema = ZEnvelope.extend({
  deliveries: z.array(ZDelivery),
  total: ZListTotal,
  totalPages: ZTotalPages,
});
export type TAdminListDeliveriesResponse = z.infer<typeof ZAdminListDeliveriesResponseSchema>;

/**
 * PUT /admin/deliveries/{id}/status: one step of the flow with its data: 'Comprado' (cost in
 * reais, supplier), 'Enviado' (carrier, tracking code), 'Entregue' (the day).
 */
export const ZAdminMoveDeliveryBodySchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('BOUGHT'),
      cost: moneyAmount('cost', {
        required: DELIVERY_COST_REQUIRED_MESSAGE,
        invalid: DELIVERY_COST_REQUIRED_MESSAGE,
      }),
      supplier: requiredText('supplier', { required: DELIVERY_SUPPLIER_REQUIRED_MESSAGE }),
    }),
    z.object({
      status: z.literal('SENT'),
      carrier: requiredText('carrier', { required: DELIVERY_CARRIER_REQUIRED_MESSAGE }),
      trackingCode: requiredText('trackingCode', { required: DELIVERY_TRACKING_REQUIRED_MESSAGE }),
    }),
    z.object({
      status: z.literal('DELIVERED'),
      deliveredOn: isoDateField('deliveredOn', DELIVERY_DATE_REQUIRED_MESSAGE),
    }),
  ],
  DELIVERY_STATUS_INVALID_MESSAGE,
);
export type TAdminMoveDeliveryBody = z.input<typeof ZAdminMoveDeliveryBodySchema>;
export const ZAdminMoveDeliveryResponseSchema = ZOkResponse.extend({ delivery: ZDelivery });
export type TAdminMoveDeliveryResponse = z.infer<typeof ZAdminMoveDeliveryResponseSchema>;

/** GET /users/deliveries: the signed-in host's lines, newest first, and what is set apart for them. */
export const ZUsersListDeliveriesResponseSchema = ZEnvelope.extend({
  deliveries: z.array(ZDelivery),
});
export type TUsersListDeliveriesResponse = z.infer<typeof ZUsersListDeliveriesResponseSchema>;

/** POST /users/deliveries/{id}/convert: 'Receber em dinheiro'. */
export const ZUsersConvertDeliveryResponseSchema = ZOkResponse.extend({ delivery: ZDelivery });
export type TUsersConvertDeliveryResponse = z.infer<typeof ZUsersConvertDeliveryResponseSchema>;
