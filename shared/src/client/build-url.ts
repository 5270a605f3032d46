import { ApiError } from './api-error';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

const PLACEHOLDER = /:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\}/g;

/**
 * Fills ':id' (and OpenAPI-style '{id}') placeholders of a path, URL-encoded:
 * fillPath('/admin/events/:id/guests/:guestId', { id: 4, guestId: 9 }) → '/admin/events/4/guests/9'.
 * A missing value is refused before any request.
 */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(PLACEHOLDER, (_match, colon?: string, brace?: string) => {
    const name = colon ?? brace ?? '';
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new ApiError(`Parâmetro ausente na rota: ${name}.`, 0, undefined, 'client');
    }
    return encodeURIComponent(String(value));
  });
}

/** 'a=1&b=x' from a query object: undefined, null and '' are left out; arrays repeat the key. */
export function buildQuery(query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
    }
  }
  return search.toString();
}

/** Joins the base address (which may be relative, '/api'), a path and a query. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  return appendQuery(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, query);
}

/** Adds a query to a full URL, after any query it already has. */
export function appendQuery(url: string, query?: QueryParams): string {
  const search = buildQuery(query);
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
