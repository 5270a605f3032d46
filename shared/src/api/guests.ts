/**
 * The public guest site's calls: no account, one event at a time. Its first, the event read, is in
 * guests-event.ts (re-exported here), which the site's first view bundles without these.
 */
import { z } from 'zod';
import {
  ZGuestMessageFormSchema,
  ZGuestPurchaseSchema,
  ZPresenceConfirmationFormSchema,
} from '../validation/forms/guest';
import { ZEnvelope, ZOkResponse } from './common';

export * from './guests-event';

/** POST /guests/purchase: the browser is sent to `paymentLink`. Prices come from the database. */
export const ZGuestsPurchaseBodySchema = ZGuestPurchaseSchema;
export type TGuestsPurchaseBody = z.input<typeof ZGuestsPurchaseBodySchema>;
export const ZGuestsPurchaseResponseSchema = ZEnvelope.extend({ paymentLink: z.string() });
export type TGuestsPurchaseResponse = z.infer<typeof ZGuestsPurchaseResponseSchema>;

/** POST /guests/message/{eventId}. */
export const ZGuestsSendMessageBodySchema = ZGuestMessageFormSchema;
export type TGuestsSendMessageBody = z.input<typeof ZGuestsSendMessageBodySchema>;
export const ZGuestsSendMessageResponseSchema = ZOkResponse;

/** POST /guests/confirmation/{eventId}: companions with neither name nor age are dropped. */
export const ZGuestsConfirmPresenceBodySchema = ZPresenceConfirmationFormSchema;
export type TGuestsConfirmPresenceBody = z.input<typeof ZGuestsConfirmPresenceBodySchema>;
export const ZGuestsConfirmPresenceResponseSchema = ZOkResponse;
