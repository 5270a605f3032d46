import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error';

/**
 * The OpenAPI document of every route, generated from the routes' zod schemas, at
 * GET /api/openapi.json. Registered before any route: swagger collects them as they are added.
 * In production it is a signed-in administrator's only (the 401 of every admin call otherwise):
 * it maps every route of the back office, which a visitor has no use for; outside production it
 * stays open for the developers and the suites that read it.
 */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Celebra API',
          description:
            'Gift lists and event sites: back office (/admin), hosts (/users) and guests (/guests).',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'Plus X-Admin-Id or X-User-Id: the owner id',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    const adminOnly = app.config.nodeEnv === 'production';
    app.get(
      '/api/openapi.json',
      {
        schema: { hide: true },
        // requireAdmin is decorated by the auth plugin, registered after this one: read at request
        // time. Answered here in the API's envelope: the errors plugin's handler comes later too.
        onRequest: async (request, reply) => {
          if (!adminOnly) return;
          try {
            await app.requireAdmin(request);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            return reply.code(error.statusCode).send({ success: false, message: error.message });
          }
        },
      },
      async () => app.swagger(),
    );
  },
  { name: 'openapi' },
);
