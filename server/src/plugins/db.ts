import fp from 'fastify-plugin';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** `app.db`: the Drizzle handle. The pool belongs to whoever created it (main, a test), who ends it. */
export default fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'db' },
);
