/**
 * GET /guests/event/{slug}, the guest site's first call, in a module of its own: the site's first
 * view imports this route and bundles its schemas only, not those of the calls it makes later
 * (routes-public.ts), which load with the parts of the page that make them.
 */
import type { ApiRoute } from './api-route';
import * as guestsEvent from './guests-event';

export const guestsGetEventRoute = {
  method: 'GET',
  path: '/guests/event/:slug',
  auth: 'none',
  params: guestsEvent.ZGuestsGetEventParamsSchema,
  query: guestsEvent.ZGuestsGetEventQuerySchema,
  response: guestsEvent.ZGuestsGetEventResponseSchema,
} as const satisfies ApiRoute;
