/**
 * The public guest site's calls: no account, one event at a time. Its first, the event read, is in
 * guests-event.ts (re-exported here), which the site's first view bundles without these.
 */
import { z } from 'zod';
import { LIMITS } from '../validation/fields';
import {
  ZGuestMessageFormSchema,
  ZGuestPurchaseSchema,
  ZPresenceConfirmationFormSchema,
} from '../validation/forms/guest';
import { invalidFieldMessage, maxLengthMessage } from '../validation/messages';
import { ZEnvelope, ZOkResponse } from './common';

export * from './guests-event';

/**
 * A guest's write on a password-protected site proves the password by sending it along, as
 * `sitePassword` (the guest site keeps what the visitor typed on its prompt). Without it, or with a
 * wrong one, the server answers the page's 401 and writes nothing; a wrong one counts as a guess
 * of the page's. The password itself rather than a token handed out by the page: it holds on every
 * instance with nothing to store or sign, stops working the moment the host changes it, and the
 * guest site already keeps it for the tab. Absent on an open site.
 */
const sitePasswordShape = {
  sitePassword: z
    .string(invalidFieldMessage('sitePassword'))
    .max(LIMITS.password, maxLengthMessage('sitePassword', LIMITS.password))
    .optional(),
};

/** POST /guests/purchase: the browser is sent to `paymentLink`. Prices come from the database. */
export const ZGuestsPurchaseBodySchema = ZGuestPurchaseSchema.extend(sitePasswordShape);
export type TGuestsPurchaseBody = z.input<typeof ZGuestsPurchaseBodySchema>;
export const ZGuestsPurchaseResponseSchema = ZEnvelope.extend({ paymentLink: z.string() });
export type TGuestsPurchaseResponse = z.infer<typeof ZGuestsPurchaseResponseSchema>;

/** POST /guests/message/{eventId}. */
export const ZGuestsSendMessageBodySchema = ZGuestMessageFormSchema.extend(sitePasswordShape);
export type TGuestsSendMessageBody = z.input<typeof ZGuestsSendMessageBodySchema>;
export const ZGuestsSendMessageResponseSchema = ZOkResponse;

/** POST /guests/confirmation/{eventId}: companions with neither name nor age are dropped. */
export const ZGuestsConfirmPresenceBodySchema = ZPresenceConfirmationFormSchema.extend(sitePasswordShape);
export type TGuestsConfirmPresenceBody = z.input<typeof ZGuestsConfirmPresenceBodySchema>;
export const ZGuestsConfirmPresenceResponseSchema = ZOkResponse;
