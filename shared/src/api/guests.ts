/**
 * The public guest site's calls: no account, one event at a time. Its first, the event read, is in
 * guests-event.ts (re-exported here), which the site's first view bundles without these.
 */
import { z } from 'zod';
import { CPF_INVALID_MESSAGE } from '../messages/payout';
import { PIX_CPF_REQUIRED_MESSAGE } from '../messages/purchase';
import { ZInvitation } from '../models/guest';
import { ZPurchasePaymentState } from '../models/purchase-status';
import { documentDigits, isValidCpf } from '../validation/document';
import { LIMITS, optionalText } from '../validation/fields';
import {
  invitationTokenField,
  ZGuestMessageFormSchema,
  ZGuestPurchaseSchema,
  ZPresenceConfirmationFormSchema,
} from '../validation/forms/guest';
import { invalidFieldMessage, maxLengthMessage } from '../validation/messages';
import { ZEnvelope, ZIdParams, ZOkResponse } from './common';

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

/**
 * Whether the guest pays the platform's percentage on top of the gifts' prices (the host then
 * receives them whole) or not (the percentage comes out of the host's share). Absent: covered, as
 * every purchase was before the guest could choose.
 */
const coverFeeShape = {
  coverFee: z.boolean(invalidFieldMessage('coverFee')).default(true),
};

/** The longest note a guest may leave the hosts with a purchase. */
export const GUEST_MESSAGE_MAX_LENGTH = 500;

/**
 * The guest's optional note to the hosts, shown with the gift on their received gifts: trimmed,
 * an empty one travels on as null.
 */
export const ZGuestMessage = optionalText('guestMessage', GUEST_MESSAGE_MAX_LENGTH);
const guestMessageShape = { guestMessage: ZGuestMessage };

/**
 * `attemptId` is chosen by the browser for one try of one cart, as the Pix's is: the same one
 * sent again (five fast clicks, a retry after a timeout) answers the same purchase and the same
 * checkout link, never a second purchase; sent with another cart or event it is refused (409).
 * A new try (the cart, the guest's details or the fee's choice changed, or the checkout expired) is
 * a new attempt. Absent, every request is an attempt of its own.
 */
const attemptIdField = z.uuid(invalidFieldMessage('attemptId'));

/** POST /guests/purchase: the browser is sent to `paymentLink`. Prices come from the database. */
export const ZGuestsPurchaseBodySchema = ZGuestPurchaseSchema.extend({
  ...sitePasswordShape,
  ...coverFeeShape,
  ...guestMessageShape,
  attemptId: attemptIdField.optional(),
});
export type TGuestsPurchaseBody = z.input<typeof ZGuestsPurchaseBodySchema>;
export const ZGuestsPurchaseResponseSchema = ZEnvelope.extend({ paymentLink: z.string() });
export type TGuestsPurchaseResponse = z.infer<typeof ZGuestsPurchaseResponseSchema>;

/** The payer's CPF, typed with or without its punctuation; travels on as its 11 digits. */
export const ZPayerCpf = z
  .string(PIX_CPF_REQUIRED_MESSAGE)
  .trim()
  .min(1, PIX_CPF_REQUIRED_MESSAGE)
  .max(20, CPF_INVALID_MESSAGE)
  .refine(isValidCpf, CPF_INVALID_MESSAGE)
  .transform(documentDigits);

/**
 * POST /guests/purchase/pix: the same cart as the card's, paid by a Pix shown on the event site.
 * `attemptId` as the card's (required here): the same one sent again answers the same purchase
 * and the same Pix, never a second charge; a new code for an expired Pix is a new attempt.
 */
export const ZGuestsPurchasePixBodySchema = ZGuestPurchaseSchema.extend({
  ...sitePasswordShape,
  ...coverFeeShape,
  ...guestMessageShape,
  cpf: ZPayerCpf,
  attemptId: attemptIdField,
});
export type TGuestsPurchasePixBody = z.input<typeof ZGuestsPurchasePixBodySchema>;
/** `statusToken` is what reads the purchase's status later: the guest has no account. */
export const ZGuestsPurchasePixResponseSchema = ZEnvelope.extend({
  purchase: ZPurchasePaymentState,
  statusToken: z.string(),
});
export type TGuestsPurchasePixResponse = z.infer<typeof ZGuestsPurchasePixResponseSchema>;

/**
 * POST /guests/purchase/installments: the cart (ids and quantities, the fee's choice), priced on
 * the server as a purchase would be, and the card's installments it can be paid in.
 */
export const ZGuestsPurchaseInstallmentsBodySchema = ZGuestPurchaseSchema.pick({
  eventId: true,
  items: true,
}).extend({ ...sitePasswordShape, ...coverFeeShape });
export type TGuestsPurchaseInstallmentsBody = z.input<typeof ZGuestsPurchaseInstallmentsBodySchema>;

/**
 * One way of paying the cart by card: `installments` of `installmentAmount`, the first being
 * `firstInstallmentAmount` (it takes the centavos an even split leaves over, so that the
 * installments add up to `totalAmount` exactly); `interestFree` when the total is the cart's.
 */
export const ZInstallmentOption = z.object({
  installments: z.number().int(),
  installmentAmount: z.number(),
  firstInstallmentAmount: z.number(),
  totalAmount: z.number(),
  interestFree: z.boolean(),
});
export type TInstallmentOption = z.infer<typeof ZInstallmentOption>;

/**
 * `available` false: the provider could not say its rates now; the options are empty and the
 * checkout shows them itself.
 */
export const ZGuestsPurchaseInstallmentsResponseSchema = ZEnvelope.extend({
  available: z.boolean(),
  options: z.array(ZInstallmentOption),
});
export type TGuestsPurchaseInstallmentsResponse = z.infer<typeof ZGuestsPurchaseInstallmentsResponseSchema>;

/** GET /guests/purchase/{id}/status?token=: the token handed out with the purchase. */
export const ZGuestsPurchaseStatusParamsSchema = ZIdParams;
export const ZGuestsPurchaseStatusQuerySchema = z.object({
  token: z
    .string(invalidFieldMessage('token'))
    .min(1, invalidFieldMessage('token'))
    .max(200, invalidFieldMessage('token')),
});
export const ZGuestsPurchaseStatusResponseSchema = ZEnvelope.extend({ purchase: ZPurchasePaymentState });
export type TGuestsPurchaseStatusResponse = z.infer<typeof ZGuestsPurchaseStatusResponseSchema>;

/** POST /guests/message/{eventId}. */
export const ZGuestsSendMessageBodySchema = ZGuestMessageFormSchema.extend(sitePasswordShape);
export type TGuestsSendMessageBody = z.input<typeof ZGuestsSendMessageBodySchema>;
export const ZGuestsSendMessageResponseSchema = ZOkResponse;

/** POST /guests/confirmation/{eventId}: companions with neither name nor age are dropped. */
export const ZGuestsConfirmPresenceBodySchema = ZPresenceConfirmationFormSchema.extend(sitePasswordShape);
export type TGuestsConfirmPresenceBody = z.input<typeof ZGuestsConfirmPresenceBodySchema>;
/** `updated`: the answer replaced an earlier one of the same guest (personal link, e-mail or phone). */
export const ZGuestsConfirmPresenceResponseSchema = ZOkResponse.extend({
  updated: z.boolean(),
  /** What was stored, for the guest to read back ('Você confirmou presença com 2 acompanhantes.'). */
  summary: z.string(),
});
export type TGuestsConfirmPresenceResponse = z.infer<typeof ZGuestsConfirmPresenceResponseSchema>;

/**
 * POST /guests/unsubscribe/{token}: the link of every reminder (and its List-Unsubscribe header,
 * one-click): the SHA-256 of the address, a dot, and the platform's signature of it (base64url).
 */
export const ZGuestsUnsubscribeParamsSchema = z.object({
  token: z
    .string({ error: invalidFieldMessage('token') })
    .regex(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/, { error: invalidFieldMessage('token') }),
});
export const ZGuestsUnsubscribeResponseSchema = ZOkResponse;

/** GET /guests/invitation/{token}: a personal link's guest, to fill in the form (marks it opened). */
export const ZGuestsGetInvitationParamsSchema = z.object({ token: invitationTokenField('token') });
export const ZGuestsGetInvitationResponseSchema = ZEnvelope.extend({ invitation: ZInvitation });
export type TGuestsGetInvitationResponse = z.infer<typeof ZGuestsGetInvitationResponseSchema>;
