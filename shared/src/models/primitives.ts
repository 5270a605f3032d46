/**
 * Plain building blocks of the response models: no transforms, so the server can serialize with
 * them. Money is reais as a number with at most two decimals (the database keeps centavos).
 */
import { z } from 'zod';
import { TIME_PATTERN } from '../validation/patterns';

/** Integer identity ids. */
export const ZModelId = z.number().int().positive();

/** An instant, ISO 8601 with offset ('2025-03-01T12:00:00.000Z'). */
export const ZIsoDateTime = z.iso.datetime({ offset: true });

/** A calendar day, 'YYYY-MM-DD'. */
export const ZIsoDate = z.iso.date();

/** A time of day, 'HH:mm'. */
export const ZTimeOfDay = z.string().regex(TIME_PATTERN);

/** Reais, at most two decimals. */
export const ZMoney = z.number();

/** An absolute URL or a path on our own origin ('/media/...'). */
export const ZMediaUrl = z.string();
