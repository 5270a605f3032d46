/**
 * Address look-ups (host event details, guest site map), proxied to ViaCEP and Nominatim. A module
 * of their own: the guest site's map part imports them without the schemas of the guest forms.
 */
import type { ApiRoute } from './api-route';
import * as geo from './geo';

export const geoCepRoute = {
  method: 'GET',
  path: '/geo/cep/:cep',
  auth: 'none',
  params: geo.ZGeoCepParamsSchema,
  response: geo.ZGeoCepResponseSchema,
} as const satisfies ApiRoute;

export const geoSearchRoute = {
  method: 'GET',
  path: '/geo/search',
  auth: 'none',
  query: geo.ZGeoSearchQuerySchema,
  response: geo.ZGeoSearchResponseSchema,
} as const satisfies ApiRoute;
