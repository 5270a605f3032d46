import { z } from 'zod';
import { ZEventServices, ZPendingService } from '../models/service';
import { idNumber } from '../validation/fields';
import { ZEnvelope } from './common';

/** POST /users/services/purchase: a checkout link for a turbo service. */
export const ZUsersPurchaseServiceBodySchema = z.object({
  serviceId: idNumber('serviceId'),
  eventId: idNumber('eventId'),
});
export type TUsersPurchaseServiceBody = z.input<typeof ZUsersPurchaseServiceBodySchema>;
export const ZUsersPurchaseServiceResponseSchema = ZEnvelope.extend({ paymentLink: z.string() });
export type TUsersPurchaseServiceResponse = z.infer<typeof ZUsersPurchaseServiceResponseSchema>;

/** GET /users/events/{eventId}/services: default (free), turbo (paid) and contracted. */
export const ZUsersListEventServicesResponseSchema = ZEnvelope.extend({ services: ZEventServices });
export type TUsersListEventServicesResponse = z.infer<typeof ZUsersListEventServicesResponseSchema>;

/** GET /users/events/{eventId}/pending-payment-services. */
export const ZUsersListPendingPaymentServicesResponseSchema = ZEnvelope.extend({
  pendingServices: z.array(ZPendingService),
});
export type TUsersListPendingPaymentServicesResponse = z.infer<
  typeof ZUsersListPendingPaymentServicesResponseSchema
>;
