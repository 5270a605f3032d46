/** The couple's side of the deliveries on their own event: the delivery address and preference. */
import { z } from 'zod';
import {
  DELIVERY_CITY_REQUIRED_MESSAGE,
  DELIVERY_NEIGHBOURHOOD_REQUIRED_MESSAGE,
  DELIVERY_NUMBER_REQUIRED_MESSAGE,
  DELIVERY_POSTAL_CODE_INVALID_MESSAGE,
  DELIVERY_PREFERENCE_INVALID_MESSAGE,
  DELIVERY_RECIPIENT_REQUIRED_MESSAGE,
  DELIVERY_STATE_INVALID_MESSAGE,
  DELIVERY_STREET_REQUIRED_MESSAGE,
} from '../messages/delivery';
import { ZDeliveryAddress } from '../models/delivery';
import { GIFT_DELIVERY_PREFERENCES, ZGiftDeliveryPreference } from '../models/event';
import { LIMITS, optionalText, requiredText } from '../validation/fields';
import { BRAZILIAN_STATES, CEP_PATTERN } from '../validation/patterns';
import { ZEnvelope, ZOkResponse } from './common';

/**
 * GET /users/event/{eventId}/delivery-address: the address (null while none was given), the
 * event's preference, whether an address is required (a delivering preference), and the first
 * due day of the event's lines still 'A comprar' or 'Comprado' ('YYYY-MM-DD'; null when there is
 * none, or none with a due window yet): with no address, the dashboard insists before that day.
 */
export const ZUsersGetDeliveryAddressResponseSchema = ZEnvelope.extend({
  address: ZDeliveryAddress.nullable(),
  giftDeliveryPreference: ZGiftDeliveryPreference.nullable(),
  addressRequired: z.boolean(),
  firstDueFrom: z.string().nullable(),
});
export type TUsersGetDeliveryAddressResponse = z.infer<typeof ZUsersGetDeliveryAddressResponseSchema>;

/**
 * PUT /users/event/{eventId}/delivery-address: the whole address, replacing the one saved. The
 * CEP is looked up in the host app (GET /geo/cep/{cep}, as the event's address is); the server
 * checks the shape only. The CEP is stored as '00000-000', the UF upper-case.
 */
export const ZUsersSaveDeliveryAddressBodySchema = z.object({
  postalCode: z
    .string(DELIVERY_POSTAL_CODE_INVALID_MESSAGE)
    .trim()
    .regex(CEP_PATTERN, DELIVERY_POSTAL_CODE_INVALID_MESSAGE)
    .transform((cep) => `${cep.slice(0, 5)}-${cep.slice(-3)}`),
  street: requiredText('street', { required: DELIVERY_STREET_REQUIRED_MESSAGE, max: LIMITS.title }),
  number: requiredText('number', { required: DELIVERY_NUMBER_REQUIRED_MESSAGE, max: 20 }),
  complement: optionalText('complement'),
  neighbourhood: requiredText('neighbourhood', { required: DELIVERY_NEIGHBOURHOOD_REQUIRED_MESSAGE }),
  city: requiredText('city', { required: DELIVERY_CITY_REQUIRED_MESSAGE }),
  state: z
    .string(DELIVERY_STATE_INVALID_MESSAGE)
    .trim()
    .toUpperCase()
    .pipe(z.enum(BRAZILIAN_STATES, DELIVERY_STATE_INVALID_MESSAGE)),
  recipientName: requiredText('recipientName', { required: DELIVERY_RECIPIENT_REQUIRED_MESSAGE }),
});
export type TUsersSaveDeliveryAddressBody = z.input<typeof ZUsersSaveDeliveryAddressBodySchema>;
export const ZUsersSaveDeliveryAddressResponseSchema = ZOkResponse.extend({ address: ZDeliveryAddress });
export type TUsersSaveDeliveryAddressResponse = z.infer<typeof ZUsersSaveDeliveryAddressResponseSchema>;

/**
 * PUT /users/event/{eventId}/delivery-preference: the couple change how they receive the gifts,
 * refused (409, in Portuguese) once a line is bought, sent or delivered; audited. To 'cash' the
 * lines not yet bought become money; between the two weeks their due window moves.
 */
export const ZUsersChangeDeliveryPreferenceBodySchema = z.object({
  giftDeliveryPreference: z.enum(GIFT_DELIVERY_PREFERENCES, DELIVERY_PREFERENCE_INVALID_MESSAGE),
});
export type TUsersChangeDeliveryPreferenceBody = z.input<typeof ZUsersChangeDeliveryPreferenceBodySchema>;
export const ZUsersChangeDeliveryPreferenceResponseSchema = ZOkResponse.extend({
  giftDeliveryPreference: ZGiftDeliveryPreference,
});
export type TUsersChangeDeliveryPreferenceResponse = z.infer<
  typeof ZUsersChangeDeliveryPreferenceResponseSchema
>;
