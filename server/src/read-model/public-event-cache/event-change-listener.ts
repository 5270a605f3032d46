import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Log } from '../../logger';
import type { EventChange } from './public-event-cache';

/** The channel the triggers of drizzle/0003_public-event-notify.sql notify. */
export const PUBLIC_EVENT_CHANNEL = 'public_event_changed';

// Our own notifications on the channel, proving that it carries them; every instance ignores them.
const PROBE_PREFIX = 'probe:';

export type EventChangeListenerOptions = {
  /** A new client on the application's database, not connected yet (never one of the pool's). */
  createClient: () => pg.Client;
  /** LISTEN is in place: from now on every committed change is heard. */
  onListening: () => void;
  /** The connection is gone: changes may go unheard until onListening again. */
  onLost: () => void;
  onChange: (change: EventChange) => void;
  log: Log;
  /** Reconnection delays double from the first to the last. */
  retryDelayMs?: { first: number; max: number };
  /**
   * A probe sent through the channel this often must come back before the next one: it proves the
   * connection alive (a silent network cut sends no error) and still hearing.
   */
  heartbeatMs?: number;
};

export type EventChangeListener = {
  /** Resolves after the first attempt to listen, successful or not (later ones go on alone). */
  started: Promise<void>;
  /**
   * Resolves once every change committed before the call has been passed on: PostgreSQL sends a
   * listening session its pending notifications before the answer to its next query.
   */
  caughtUp: () => Promise<void>;
  /** Drops the connection for good; never waits more than a couple of seconds. */
  close: () => Promise<void>;
};

/** '12,40' → [12, 40]; '*' (or anything unreadable: safer to forget too much) → 'all'. */
export function parseChange(payload: string | undefined): EventChange {
  if (!payload || payload === '*') return 'all';
  const ids = payload.split(',').map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : 'all';
}

/**
 * LISTEN public_event_changed on a connection of its own, kept open for the life of the app: a
 * lost connection (the database restarting, a network cut found by the heartbeat) is reported
 * and retried with growing delays, never thrown; nothing here can crash the server.
 */
export function listenForEventChanges(options: EventChangeListenerOptions): EventChangeListener {
  const { first, max } = options.retryDelayMs ?? { first: 200, max: 5000 };
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  let isClosed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let current: { client: pg.Client; drop: () => void } | undefined;
  let listening: pg.Client | undefined;

  async function listen(): Promise<void> {
    retry = undefined;
    if (isClosed) return;
    const client = options.createClient();
    let heartbeat: NodeJS.Timeout | undefined;
    let isDropped = false;
    let wasListening = false;
    const drop = (error?: unknown) => {
      if (isDropped) return;
      isDropped = true;
      clearInterval(heartbeat);
      if (current?.client === client) current = undefined;
      if (listening === client) listening = undefined;
      client.end().catch(() => {});
      if (wasListening) options.onLost();
      if (isClosed) return;
      failures += 1;
      // The first failure in a row is worth a warning; the retries of an outage are not.
      if (failures === 1) options.log.warn({ err: error }, 'public event cache: not listening, bypassed');
      const delay = Math.min(max, first * 2 ** (failures - 1));
      retry = setTimeout(() => void listen(), delay);
      retry.unref();
    };
    current = { client, drop };
    client.on('error', drop);
    client.on('end', () => drop());
    let probe: { token: string; heard: () => void } | undefined;
    /** NOTIFYs a probe; true once it came back to this connection, false if it could not be sent. */
    const sendProbe = () =>
      new Promise<boolean>((resolve) => {
        const token = `${PROBE_PREFIX}${randomUUID()}`;
        probe = { token, heard: () => resolve(true) };
        client.query('select pg_notify($1, $2)', [PUBLIC_EVENT_CHANNEL, token]).catch(() => resolve(false));
      });
    client.on('notification', (message) => {
      if (message.channel !== PUBLIC_EVENT_CHANNEL) return;
      if (!message.payload?.startsWith(PROBE_PREFIX)) return options.onChange(parseChange(message.payload));
      if (message.payload === probe?.token) {
        probe.heard();
        probe = undefined;
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_EVENT_CHANNEL}`);
      // A LISTEN that hears nothing (taken through a transaction-mode pooler, say) would leave
      // the cache stale for good: it is trusted only once our own notification came back.
      let timer: NodeJS.Timeout | undefined;
      const unheard = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), heartbeatMs);
      });
      const isHeard = await Promise.race([sendProbe(), unheard]);
      clearTimeout(timer);
      if (!isHeard) throw new Error(`LISTEN ${PUBLIC_EVENT_CHANNEL} hears nothing (a connection pooler?)`);
    } catch (error) {
      drop(error);
      return;
    }
    if (isDropped || isClosed) {
      drop();
      return;
    }
    if (failures > 0) options.log.info('public event cache: listening again');
    failures = 0;
    wasListening = true;
    listening = client;
    options.onListening();
    // A probe still unheard at the next beat: a dead connection that nobody closed, or deaf.
    heartbeat = setInterval(() => {
      if (probe) return drop(new Error('the heartbeat probe went unheard'));
      void sendProbe();
    }, heartbeatMs);
    heartbeat.unref();
  }

  return {
    started: listen(),
    caughtUp: async () => {
      await listening?.query('select 1').catch(() => {});
    },
    close: async () => {
      isClosed = true;
      clearTimeout(retry);
      const open = current;
      if (!open) return;
      const ended = open.client.end().catch(() => {});
      open.drop();
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    },
  };
}
