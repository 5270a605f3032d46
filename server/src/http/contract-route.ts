import { type ApiRoute, ZErrorResponse } from '@celebra/shared/api';
import type { FastifyContextConfig } from 'fastify';

// Every route may answer the error envelope; listed so the OpenAPI document says so.
const ERROR_RESPONSES = { '4xx': ZErrorResponse, '5xx': ZErrorResponse };

type Part<R, K extends string> = R extends { [P in K]: infer S } ? S : undefined;

type ContractRouteOptions<R extends ApiRoute> = {
  method: R['method'];
  url: string;
  config: FastifyContextConfig & { auth: R['auth'] };
  schema: {
    params: Part<R, 'params'>;
    querystring: Part<R, 'query'>;
    body: Part<R, 'body'>;
    response: { 200: R['response'] } & typeof ERROR_RESPONSES;
  };
};

/**
 * A route of the shared route table (`apiRoutes`) as Fastify route options: method, path, who
 * may call it and every schema, so the server cannot drift from what the apps were built against.
 * The path is relative to the area plugin it is registered in ('/admin/login' → '/login' inside
 * routes/admin), and `auth` goes to the route config for the sign-in hooks (plugins/auth.ts).
 *
 *   app.route({ ...contractRoute(apiRoutes.adminMe), handler: async (request) => … });
 */
export function contractRoute<R extends ApiRoute>(
  route: R,
  config: FastifyContextConfig = {},
): ContractRouteOptions<R> {
  const schema: Record<string, unknown> = { response: { 200: route.response, ...ERROR_RESPONSES } };
  // Absent parts stay absent: Fastify would try to compile an explicit undefined.
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  return {
    method: route.method,
    // '' for the area's own path ('/health' inside the /health plugin): '/' would add a slash.
    url: route.path.replace(/^\/[^/]+/, ''),
    config: { ...config, auth: route.auth },
    schema: schema as ContractRouteOptions<R>['schema'],
  };
}
