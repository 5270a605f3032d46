/**
 * GET /guests/event/{slug}, the guest site's first call, on its own: the site's first view bundles
 * this module and not the schemas of the calls it makes later (guests.ts).
 */
import { z } from 'zod';
import { ZPublicEvent } from '../models/event';
import { LIMITS } from '../validation/fields';
import { ZEnvelope } from './common';

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
