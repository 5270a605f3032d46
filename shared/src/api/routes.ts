/**
 * The route table: every call of the back office, the host dashboard and the guest site, plus
 * health and the payment webhook. The server registers its routes from it, the authorization test walks
 * it, and the typed client builds its calls from it.
 */
import type { z } from 'zod';
import type { ApiRoute } from './api-route';
import { adminRoutes } from './routes-admin';
import { adminCatalogRoutes } from './routes-admin-catalog';
import { publicRoutes } from './routes-public';
import { usersAccountRoutes } from './routes-users-account';
import { usersEventRoutes } from './routes-users-event';

export const apiRoutes = {
  ...adminRoutes,
  ...adminCatalogRoutes,
  ...usersAccountRoutes,
  ...usersEventRoutes,
  ...publicRoutes,
} as const satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;

type SchemaOf<N extends ApiRouteName, Part extends 'params' | 'query' | 'body'> = ApiRoutes[N] extends {
  readonly [K in Part]: infer S extends z.ZodType;
}
  ? S
  : undefined;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends (before coercion); `undefined` when the call has none. */
export type ApiParams<N extends ApiRouteName> = InputOf<SchemaOf<N, 'params'>>;
export type ApiQuery<N extends ApiRouteName> = InputOf<SchemaOf<N, 'query'>>;
export type ApiBody<N extends ApiRouteName> = InputOf<SchemaOf<N, 'body'>>;

/** What a handler receives once the schemas have parsed the request. */
export type ApiParsedParams<N extends ApiRouteName> = OutputOf<SchemaOf<N, 'params'>>;
export type ApiParsedQuery<N extends ApiRouteName> = OutputOf<SchemaOf<N, 'query'>>;
export type ApiParsedBody<N extends ApiRouteName> = OutputOf<SchemaOf<N, 'body'>>;

/** The 200 answer. */
export type ApiResponse<N extends ApiRouteName> = z.output<ApiRoutes[N]['response']>;

/** Every route name, for code that walks the table (server registration, authorization tests). */
export const API_ROUTE_NAMES = Object.keys(apiRoutes) as ApiRouteName[];
