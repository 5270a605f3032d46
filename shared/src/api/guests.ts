/** The public guest site's calls: no account, one event at a time. */
import { z } from 'zod';
import { ZPublicEvent } from '../models/event';
import { LIMITS } from '../validation/fields';
import {
  ZGuestMessageFormSchema,
  ZGuestPurchaseSchema,
  ZPresenceConfirmationFormSchema,
} from '../validation/forms/guest';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /guests/event/{slug}. */
export const ZGuestsGetEventParamsSchema = z.object({
  slug: z
    .string('O campo slug é obrigatório.')
    .trim()
    .toLowerCase()
    .min(1, 'O campo slug é obrigatório.')
    .max(LIMITS.slug, `O campo slug deve ter no máximo ${LIMITS.slug} caracteres.`)
    // PostgreSQL text cannot hold NUL: the look-up would fail (a 500) instead of finding nothing.
    .refine((slug) => !slug.includes('\u0000'), 'O campo slug é inválido.'),
});

/**
 * A site with a password (site settings) answers 401 until `password` matches; the guest site
 * then asks for it and calls again.
 */
export const ZGuestsGetEventQuerySchema = z.object({
  password: z.string('O campo password é inválido.').max(LIMITS.password).optional(),
});
export type TGuestsGetEventQuery = z.input<typeof ZGuestsGetEventQuerySchema>;
export const ZGuestsGetEventResponseSchema = ZEnvelope.extend({ event: ZPublicEvent });
export type TGuestsGetEventResponse = z.infer<typeof ZGuestsGetEventResponseSchema>;

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
