import type { TGeoPlace } from '@celebra/shared/api';
import { GEO_UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import { z } from 'zod';
import { fetchJson } from './fetch-json';
import { GeoError } from './geo-error';
import { nominatimQueue } from './spaced-queue';

/** Nominatim's usage policy asks for an identifying User-Agent with a contact. */
export const NOMINATIM_USER_AGENT = 'Celebra/0.1 (contato@celebra.dev)';

// jsonv2 results: lat and lon are decimal strings; more fields come and are ignored.
const ZNominatimResults = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string().default('') }).loose(),
);

/**
 * Geocodes an address in Brazil with Nominatim's search (jsonv2, the best match only). Goes
 * through the process-wide queue, so this process never sends Nominatim more than one request
 * per second; `client` (the caller's address) holds only a few places in it at a time.
 */
export async function searchNominatim(
  baseUrl: string,
  query: string,
  timeoutMs: number,
  client?: string,
): Promise<TGeoPlace[]> {
  const params = new URLSearchParams({ format: 'jsonv2', q: query, limit: '1', countrycodes: 'br' });
  const body = await nominatimQueue(
    () =>
      fetchJson(`${baseUrl}/search?${params}`, {
        timeoutMs,
        headers: { 'user-agent': NOMINATIM_USER_AGENT, 'accept-language': 'pt-BR' },
      }),
    client,
  );
  const results = ZNominatimResults.safeParse(body);
  if (!results.success) throw new GeoError(502, GEO_UNAVAILABLE_MESSAGE);
  return results.data
    .filter((place) => Number.isFinite(place.lat) && Number.isFinite(place.lon))
    .map((place) => ({ lat: place.lat, lon: place.lon, name: place.display_name }));
}
