/**
 * The app factory: every plugin and route, in order, on a database and storage it is given.
 * main.ts starts it for real; tests build one per file with `app.inject`.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import { OneLinePerRequest } from './http/request-log';
import { serverTimeouts } from './http/server-timeouts';
import { validatorCompiler } from './http/validator-compiler';
import { createLogger } from './logger';
import appsPlugin from './plugins/apps';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin, { addFrameworkAnswers, answerClientError, answerFrameworkError } from './plugins/errors';
import mailPlugin from './plugins/mail';
import metricsPlugin from './plugins/metrics';
import multipartPlugin from './plugins/multipart';
import openapiPlugin from './plugins/openapi';
import paymentsPlugin from './plugins/payments';
import publicEventCachePlugin from './plugins/public-event-cache';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import servicesPlugin from './plugins/services';
import storagePlugin from './plugins/storage';
import apiRoutes from './routes/index';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type BuildAppOptions = {
  config: Config;
  db: Db;
  /** Local disk under the configured media folder when absent. */
  storage?: Storage;
  /** A logger built from the config (stdout + DATA_DIR/logs/error.log) when absent. */
  logger?: Logger;
  /**
   * The started job queue (jobs/create-queue.ts): `app.mail.send` puts mails in it. Absent (tests,
   * scripts), mails are sent inline.
   */
  queue?: PgBoss;
};

export async function buildApp({
  config,
  db,
  storage,
  logger,
  queue,
}: BuildAppOptions): Promise<FastifyInstance> {
  const ownLogger = logger
    ? undefined
    : createLogger({ level: config.logLevel, errorLogPath: config.errorLogPath });
  const loggerInstance: FastifyBaseLogger | undefined = logger ?? ownLogger?.logger;
  const { trustProxy } = config;
  const { headersTimeout, connectionsCheckingInterval, ...timeouts } = serverTimeouts(
    config.requestTimeoutMs,
  );
  const app = Fastify({
    loggerInstance,
    // A number means "trust that many hops", which Fastify takes as a function.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Uploads (images ≤ 5 MB after compression, gallery videos) go through multipart with their
    // own limit; JSON bodies stay small.
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // Slow or endless requests are cut (http/server-timeouts.ts); what Node's parser refuses
    // (too large headers, a request past its time) is answered in the envelope too.
    ...timeouts,
    // Node's own answer to a missing Host has no body: addFrameworkAnswers gives the envelope's.
    http: { headersTimeout, connectionsCheckingInterval, requireHostHeader: false },
    clientErrorHandler: answerClientError,
    // A request arriving while the server closes gets the envelope's 503 (addFrameworkAnswers).
    return503OnClosing: false,
    // One line per request, written when it is answered, where Fastify writes two.
    logController: new OneLinePerRequest(),
  });
  if (ownLogger) app.addHook('onClose', async () => ownLogger.close());
  addFrameworkAnswers(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // External plugins first: swagger must see every route as it is added; the security headers
  // go on every answer; the rate limiter (counters in PostgreSQL) only acts on routes that ask
  // for it (config.rateLimit): the logins and the guests' writes.
  await app.register(openapiPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { db });

  // Then the app's own services, then the routes that use them.
  await app.register(dbPlugin, { db });
  // Right after the database (its pool is measured), before every route its hook times.
  await app.register(metricsPlugin);
  await app.register(publicEventCachePlugin, { db });
  await app.register(storagePlugin, { storage: storage ?? (await createStorage(config.storage)) });
  await app.register(multipartPlugin);
  await app.register(mailPlugin, { queue });
  await app.register(paymentsPlugin);
  // What the domain and the jobs get of the app: the services above, and no Fastify.
  await app.register(servicesPlugin);
  await app.register(authPlugin);
  await app.register(errorsPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  // The built apps by host name, after the API: their catch-all gets only what /api does not.
  await app.register(appsPlugin);
  return app;
}
