import { z } from 'zod';
import { ZGiftDeliveryPreference } from './event';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

/** Case-insensitive on the host side; the API always sends upper case. */
export const PRE_REGISTRATION_PAYMENT_STATUSES = ['PENDING', 'CANCELLED', 'APPROVED'] as const;
export const ZPreRegistrationPaymentStatus = z.enum(PRE_REGISTRATION_PAYMENT_STATUSES);
export type TPreRegistrationPaymentStatus = z.infer<typeof ZPreRegistrationPaymentStatus>;

/**
 * What the host's event-info wizard stored, used to pre-fill the admin wizard. Loose: it is a
 * JSON column written by older clients too, so every field may be missing.
 */
export const ZEventInfoJson = z
  .object({
    eventTypeId: ZModelId.nullish(),
    eventCategoryId: ZModelId.nullish(),
    title: z.string().nullish(),
    subtitle: z.string().nullish(),
    slug: z.string().nullish(),
    giftDeliveryPreference: ZGiftDeliveryPreference.nullish(),
    gifts: z.array(ZModelId).nullish(),
  })
  .loose();
export type TEventInfoJson = z.infer<typeof ZEventInfoJson>;

/** A prospective host's request (admin 'Solicitação de Eventos'). */
export const ZPreUserRequest = z.object({
  id: ZModelId,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  accountCreated: z.boolean(),
  paymentStatus: ZPreRegistrationPaymentStatus,
  createdAt: ZIsoDateTime,
  eventInfoJson: ZEventInfoJson.nullable(),
  /** The event the request's account already has (null: none yet, 'Criar evento' is offered). */
  eventId: ZModelId.nullable(),
  /**
   * The platform created the event itself ('Publicar eventos automaticamente após o pagamento'),
   * not an administrator. Absent from older servers: false.
   */
  autoPublished: z.boolean().default(false),
});
export type TPreUserRequest = z.infer<typeof ZPreUserRequest>;

/** The admin's 'Informações do evento' modal for a request. */
export const ZPreUserRequestInfo = z.object({
  eventCategory: z.object({ id: ZModelId, name: z.string() }).nullable(),
  eventType: z.object({ id: ZModelId, name: z.string() }).nullable(),
  gifts: z.array(z.object({ id: ZModelId, name: z.string(), price: ZMoney })),
});
export type TPreUserRequestInfo = z.infer<typeof ZPreUserRequestInfo>;

/** The host's own pre-registration ('userRequest' of POST /users/pre-register/get). */
export const ZUserRequest = z.object({
  email: z.string(),
  paymentStatus: ZPreRegistrationPaymentStatus,
  /** The fee's checkout page while PENDING; null otherwise. */
  paymentLink: z.string().nullable(),
  hasEventInfo: z.boolean(),
});
export type TUserRequest = z.infer<typeof ZUserRequest>;
