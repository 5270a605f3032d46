import type { TGeoAddress, TGeoPlace } from '@celebra/shared/api';
import { cepDigits } from '@celebra/shared/format';
import { GEO_NOT_CONFIGURED_MESSAGE } from '@celebra/shared/messages';
import { LRUCache } from 'lru-cache';
import { GeoError } from './geo-error';
import { searchNominatim } from './nominatim';
import { lookUpCep } from './via-cep';

export type GeoServiceOptions = {
  /** Read at each call: main.ts may point them at the mock-server after the app is built. */
  urls: () => { viaCepUrl: string | null; nominatimUrl: string | null };
  timeoutMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
};

export type GeoService = {
  /** The address of a CEP; null when the postal service does not know it. */
  findCep: (cep: string) => Promise<TGeoAddress | null>;
  /**
   * The best match for an address text; [] when nothing matched. `client` (the caller's address)
   * may hold only a few places in Nominatim's queue; an answer already cached costs none.
   */
  search: (query: string, client?: string) => Promise<TGeoPlace[]>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * ViaCEP and Nominatim behind one cache each. The cache holds the promise, so ten guests opening
 * the same event site at once cause one upstream call; a failure is dropped from the cache and
 * the next call tries again. Addresses rarely change: a day of caching is safe.
 */
export function createGeoService(options: GeoServiceOptions): GeoService {
  const { timeoutMs = 5000, cacheSize = 1000, cacheTtlMs = DAY_MS } = options;
  // Per process on purpose: a look-up is cheap to repeat on another instance.
  const cepCache = new LRUCache<string, Promise<TGeoAddress | null>>({ max: cacheSize, ttl: cacheTtlMs });
  const searchCache = new LRUCache<string, Promise<TGeoPlace[]>>({ max: cacheSize, ttl: cacheTtlMs });

  function cached<V>(cache: LRUCache<string, Promise<V>>, key: string, load: () => Promise<V>): Promise<V> {
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  }

  function required(url: string | null): string {
    if (!url) throw new GeoError(503, GEO_NOT_CONFIGURED_MESSAGE);
    return url;
  }

  return {
    findCep: (cep) => {
      const baseUrl = required(options.urls().viaCepUrl);
      return cached(cepCache, cepDigits(cep), () => lookUpCep(baseUrl, cep, timeoutMs));
    },
    search: (query, client) => {
      const baseUrl = required(options.urls().nominatimUrl);
      const key = query.trim().replace(/\s+/g, ' ').toLowerCase();
      return cached(searchCache, key, () => searchNominatim(baseUrl, query, timeoutMs, client));
    },
  };
}
