/**
 * GET /guests/event/{slug}, the guest site's first call, on its own: the site's first view bundles
 * this module and not the schemas of the calls it makes later (guests.ts).
 */
import { z } from 'zod';
import { readAddressSlug } from '../format/slug';
import { ZPublicEvent } from '../models/event';
import { LIMITS } from '../validation/fields';
import { invalidFieldMessage, maxLengthMessage, requiredFieldMessage } from '../validation/messages';
import { ZEnvelope } from './common';

export const ZGuestsGetEventParamsSchema = z.object({
  slug: z
    .string(requiredFieldMessage('slug'))
    .overwrite(readAddressSlug)
    .min(1, requiredFieldMessage('slug'))
    .max(LIMITS.slug, maxLengthMessage('slug', LIMITS.slug))
    // PostgreSQL text cannot hold NUL: the look-up would fail (a 500) instead of finding nothing.
    .refine((slug) => !slug.includes('\u0000'), invalidFieldMessage('slug')),
});

/**
 * A site with a password (site settings) answers 401 until `password` matches; the guest site
 * then asks for it and calls again.
 */
export const ZGuestsGetEventQuerySchema = z.object({
  password: z
    .string(invalidFieldMessage('password'))
    .max(LIMITS.password, maxLengthMessage('password', LIMITS.password))
    .optional(),
});
export type TGuestsGetEventQuery = z.input<typeof ZGuestsGetEventQuerySchema>;
export const ZGuestsGetEventResponseSchema = ZEnvelope.extend({ event: ZPublicEvent });
export type TGuestsGetEventResponse = z.infer<typeof ZGuestsGetEventResponseSchema>;
