/** The delivery queue ('Entregas'): the lines to buy and send, and their status moves. */
import { z } from 'zod';
import {
  DELIVERY_CARRIER_REQUIRED_MESSAGE,
  DELIVERY_COST_REQUIRED_MESSAGE,
  DELIVERY_DATE_REQUIRED_MESSAGE,
  DELIVERY_DECISION_INVALID_MESSAGE,
  DELIVERY_DECISION_REASON_REQUIRED_MESSAGE,
  DELIVERY_STATUS_INVALID_MESSAGE,
  DELIVERY_SUPPLIER_REQUIRED_MESSAGE,
  DELIVERY_TRACKING_REQUIRED_MESSAGE,
} from '../messages/delivery';
import { DELIVERY_REFUND_DECISIONS, DELIVERY_STATUSES, ZDelivery } from '../models/delivery';
import {
  coercedId,
  isoDateField,
  LIMITS,
  moneyAmount,
  optionalIsoDate,
  requiredText,
} from '../validation/fields';
import { sortQuery, ZEnvelope, ZListTotal, ZOkResponse, ZPaginationQuery, ZTotalPages } from './common';

/**
 * GET /admin/deliveries?status=&eventId=&dueFrom=&dueTo=&sort=&order=&page=&limit=. `status` one of
 * the line statuses, UNSENT ('A comprar' and 'Comprado' together: the dashboard's week) or ALL
 * (default: 'A comprar'); `dueFrom`/`dueTo` keep the lines whose due window meets those days; by
 * due date by default, the soonest first.
 */
export const ADMIN_DELIVERIES_SORT = ['dueFrom', 'createdAt'] as const;
export const ADMIN_DELIVERIES_ALL_STATUSES = 'ALL';
export const ADMIN_DELIVERIES_UNSENT = 'UNSENT';
export const ZAdminListDeliveriesQuerySchema = ZPaginationQuery.extend({
  ...sortQuery(ADMIN_DELIVERIES_SORT),
  status: z
    .enum(
      [...DELIVERY_STATUSES, ADMIN_DELIVERIES_UNSENT, ADMIN_DELIVERIES_ALL_STATUSES],
      DELIVERY_STATUS_INVALID_MESSAGE,
    )
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
 * reais, supplier), 'Enviado' (carrier, tracking code), 'Entregue' (the day). One object whose
 * fields the status requires (a missing one is a 400 naming it), read as the step it is.
 */
const MOVE_STATUSES = ['BOUGHT', 'SENT', 'DELIVERED'] as const;
const moveCost = moneyAmount('cost', {
  required: DELIVERY_COST_REQUIRED_MESSAGE,
  invalid: DELIVERY_COST_REQUIRED_MESSAGE,
});
const moveSupplier = requiredText('supplier', { required: DELIVERY_SUPPLIER_REQUIRED_MESSAGE });
const moveCarrier = requiredText('carrier', { required: DELIVERY_CARRIER_REQUIRED_MESSAGE });
const moveTracking = requiredText('trackingCode', { required: DELIVERY_TRACKING_REQUIRED_MESSAGE });
const moveDeliveredOn = isoDateField('deliveredOn', DELIVERY_DATE_REQUIRED_MESSAGE);
export type TDeliveryMoveStep =
  | { status: 'BOUGHT'; cost: number; supplier: string }
  | { status: 'SENT'; carrier: string; trackingCode: string }
  | { status: 'DELIVERED'; deliveredOn: string };
export const ZAdminMoveDeliveryBodySchema = z
  .object({
    status: z.enum(MOVE_STATUSES, DELIVERY_STATUS_INVALID_MESSAGE),
    cost: moveCost.optional(),
    supplier: moveSupplier.optional(),
    carrier: moveCarrier.optional(),
    trackingCode: moveTracking.optional(),
    deliveredOn: moveDeliveredOn.optional(),
  })
  .superRefine((body, ctx) => {
    const required: Record<(typeof MOVE_STATUSES)[number], [keyof typeof body, string][]> = {
      BOUGHT: [
        ['cost', DELIVERY_COST_REQUIRED_MESSAGE],
        ['supplier', DELIVERY_SUPPLIER_REQUIRED_MESSAGE],
      ],
      SENT: [
        ['carrier', DELIVERY_CARRIER_REQUIRED_MESSAGE],
        ['trackingCode', DELIVERY_TRACKING_REQUIRED_MESSAGE],
      ],
      DELIVERED: [['deliveredOn', DELIVERY_DATE_REQUIRED_MESSAGE]],
    };
    for (const [field, message] of required[body.status])
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((body): TDeliveryMoveStep => {
    // superRefine made sure the step's fields are there
    if (body.status === 'BOUGHT')
      return { status: 'BOUGHT', cost: body.cost as number, supplier: body.supplier as string };
    if (body.status === 'SENT')
      return { status: 'SENT', carrier: body.carrier as string, trackingCode: body.trackingCode as string };
    return { status: 'DELIVERED', deliveredOn: body.deliveredOn as string };
  });
export type TAdminMoveDeliveryBody = z.input<typeof ZAdminMoveDeliveryBodySchema>;
export const ZAdminMoveDeliveryResponseSchema = ZOkResponse.extend({ delivery: ZDelivery });
export type TAdminMoveDeliveryResponse = z.infer<typeof ZAdminMoveDeliveryResponseSchema>;

/**
 * PUT /admin/deliveries/{id}/refund-decision: a line bought whose purchase was then refunded or
 * charged back (`refundedAfterBuying`). CHARGE_COUPLE: the couple keep the gift and the refund's
 * negative stays on their balance; PLATFORM_ABSORBS: the platform takes the loss, the couple's
 * balance is credited the line's share. Once (409 after); audited with the reason.
 */
export const ZAdminDecideDeliveryBodySchema = z.object({
  decision: z.enum(DELIVERY_REFUND_DECISIONS, DELIVERY_DECISION_INVALID_MESSAGE),
  reason: requiredText('reason', { required: DELIVERY_DECISION_REASON_REQUIRED_MESSAGE, max: LIMITS.text }),
});
export type TAdminDecideDeliveryBody = z.input<typeof ZAdminDecideDeliveryBodySchema>;
export const ZAdminDecideDeliveryResponseSchema = ZOkResponse.extend({ delivery: ZDelivery });
export type TAdminDecideDeliveryResponse = z.infer<typeof ZAdminDecideDeliveryResponseSchema>;

/** GET /users/deliveries: the signed-in host's lines, newest first, and what is set apart for them. */
export const ZUsersListDeliveriesResponseSchema = ZEnvelope.extend({
  deliveries: z.array(ZDelivery),
});
export type TUsersListDeliveriesResponse = z.infer<typeof ZUsersListDeliveriesResponseSchema>;

/** POST /users/deliveries/{id}/convert: 'Receber em dinheiro'. */
export const ZUsersConvertDeliveryResponseSchema = ZOkResponse.extend({ delivery: ZDelivery });
export type TUsersConvertDeliveryResponse = z.infer<typeof ZUsersConvertDeliveryResponseSchema>;
