/**
 * Address look-ups the host dashboard and the guest site make through the server, which proxies
 * ViaCEP and Nominatim (caching them, and keeping to Nominatim's one request per second).
 */
import { z } from 'zod';
import { EVENT_DETAILS_MESSAGES } from '../validation/messages';
import { CEP_PATTERN } from '../validation/patterns';
import { ZEnvelope } from './common';

/** The postal-code service's answer for an unknown CEP (the alert the host dashboard shows). */
export const CEP_NOT_FOUND_MESSAGE = 'Cep não encontrado!';

/** GET /geo/cep/{cep}: '05422-001' or '05422001'. */
export const ZGeoCepParamsSchema = z.object({
  cep: z
    .string(EVENT_DETAILS_MESSAGES.postalCodeInvalid)
    .trim()
    .regex(CEP_PATTERN, EVENT_DETAILS_MESSAGES.postalCodeInvalid),
});
export type TGeoCepParams = z.input<typeof ZGeoCepParamsSchema>;

/** ViaCEP's logradouro, complemento, bairro, localidade and uf; '' where it has none. */
export const ZGeoAddress = z.object({
  /** '05422-001'. */
  postalCode: z.string(),
  street: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  /** 'SP'. */
  state: z.string(),
});
export type TGeoAddress = z.infer<typeof ZGeoAddress>;

/** An unknown CEP is a 404 'Cep não encontrado!'. */
export const ZGeoCepResponseSchema = ZEnvelope.extend({ address: ZGeoAddress });
export type TGeoCepResponse = z.infer<typeof ZGeoCepResponseSchema>;

const SEARCH_MIN = 3;
const SEARCH_MAX = 300;
const SEARCH_MESSAGE = `Informe um endereço de ${SEARCH_MIN} a ${SEARCH_MAX} caracteres.`;

/** GET /geo/search?q=: an address as text. */
export const ZGeoSearchQuerySchema = z.object({
  q: z.string(SEARCH_MESSAGE).trim().min(SEARCH_MIN, SEARCH_MESSAGE).max(SEARCH_MAX, SEARCH_MESSAGE),
});
export type TGeoSearchQuery = z.input<typeof ZGeoSearchQuerySchema>;

/** A place found: coordinates in degrees and its display name. */
export const ZGeoPlace = z.object({ lat: z.number(), lon: z.number(), name: z.string() });
export type TGeoPlace = z.infer<typeof ZGeoPlace>;

/** The best match first (at most one today); an empty list when nothing matched. */
export const ZGeoSearchResponseSchema = ZEnvelope.extend({ results: z.array(ZGeoPlace) });
export type TGeoSearchResponse = z.infer<typeof ZGeoSearchResponseSchema>;
