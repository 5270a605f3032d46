import fp from 'fastify-plugin';
import pg from 'pg';
import type { Db } from '../db/client';
import type { TimedPublicEventDocument } from '../domain/event/load-public-document';
import { listenForEventChanges } from '../read-model/public-event-cache/event-change-listener';
import {
  PublicEventCache,
  type PublicEventCacheLimits,
  type PublicEventDocument,
} from '../read-model/public-event-cache/public-event-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public event documents of GET /api/guests/event/{slug} (routes/guests/event). */
    publicEventCache: PublicEventCache;
    /** Resolves once the changes committed so far have reached publicEventCache (tests). */
    publicEventChangesHeard: () => Promise<void>;
  }
}

/**
 * The cache, minus the documents the clock has made wrong: a site whose confirmation deadline has
 * passed since it was cached still says `rsvp.open: true`, and no database change announces the
 * deadline's midnight. Such a document is dropped when served late and read again.
 */
class ClockAwarePublicEventCache extends PublicEventCache {
  override async find(slug: string, load: () => Promise<PublicEventDocument | undefined>) {
    const document = await super.find(slug, load);
    const closesAt = (document as Partial<TimedPublicEventDocument> | undefined)?.rsvpClosesAt;
    if (!document || closesAt === undefined || closesAt === null || closesAt > Date.now()) return document;
    this.changed([document.eventId]);
    return super.find(slug, load);
  }
}

export const LISTENER_APPLICATION_NAME = 'celebra public event cache';

export type PublicEventCachePluginOptions = {
  db: Db;
  limits?: Partial<PublicEventCacheLimits>;
  heartbeatMs?: number;
};

/**
 * `app.publicEventCache`, kept true across every instance on the database: the triggers of
 * drizzle/0003_public-event-notify.sql NOTIFY the events that changed, and a connection of this
 * instance's own (beside the pool, which could not hold a LISTEN) drops their entries. Until that
 * connection listens, and whenever it is lost, the cache is empty and bypassed. Closed with the
 * app, so a shutdown and the tests end cleanly.
 */
export default fp<PublicEventCachePluginOptions>(
  async (app, { db, limits, heartbeatMs }) => {
    const cache = new ClockAwarePublicEventCache(limits);
    // drizzle(pool) keeps the pool as $client (not in the Db type). Only a pool tells how to open
    // a connection of our own; without one, the cache stays off.
    const pool = (db as unknown as { $client?: unknown }).$client;
    const listener =
      pool instanceof pg.Pool
        ? listenForEventChanges({
            // Named, so that it can be told apart in pg_stat_activity.
            createClient: () =>
              new pg.Client({
                ...pool.options,
                keepAlive: true,
                application_name: LISTENER_APPLICATION_NAME,
              }),
            onListening: () => cache.setListening(true),
            onLost: () => cache.setListening(false),
            onChange: (change) => cache.changed(change),
            log: app.log,
            heartbeatMs,
          })
        : undefined;
    app.decorate('publicEventCache', cache);
    app.decorate('publicEventChangesHeard', async () => listener?.caughtUp());
    if (!listener) return;
    app.addHook('onClose', async () => listener.close());
    // The first request finds the cache on; a database that does not answer leaves it off for now.
    await listener.started;
  },
  { name: 'public-event-cache' },
);
