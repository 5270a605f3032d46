import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listenForEventChanges,
  parseChange,
} from '../../../src/read-model/public-event-cache/event-change-listener';

type Behaviour = { failConnect?: boolean; deaf?: boolean; deafAfterStart?: boolean };

/**
 * Stands for pg.Client: connects (or fails to), answers queries, sends back its own pg_notify as
 * PostgreSQL does (unless deaf: a pooler in the way, or a connection silently cut).
 */
class FakeClient extends EventEmitter {
  queries: string[] = [];
  ended = false;
  #notified = 0;
  constructor(private readonly behaviour: Behaviour) {
    super();
  }
  async connect() {
    if (this.behaviour.failConnect) throw new Error('ECONNREFUSED');
  }
  query(text: string, values: string[] = []) {
    this.queries.push(text);
    if (text.includes('pg_notify')) {
      this.#notified += 1;
      const isDeaf = this.behaviour.deaf || (this.behaviour.deafAfterStart && this.#notified > 1);
      if (!isDeaf)
        queueMicrotask(() => this.emit('notification', { channel: values[0], payload: values[1] }));
    }
    return Promise.resolve({ rows: [] });
  }
  async end() {
    this.ended = true;
  }
}

const silentLog = { warn: vi.fn(), info: vi.fn() } as never;

function start(behaviours: Behaviour[]) {
  const clients: FakeClient[] = [];
  const calls: string[] = [];
  const listener = listenForEventChanges({
    createClient: () => {
      const client = new FakeClient(behaviours[clients.length] ?? {});
      clients.push(client);
      return client as unknown as pg.Client;
    },
    onListening: () => calls.push('listening'),
    onLost: () => calls.push('lost'),
    onChange: (change) => calls.push(JSON.stringify(change)),
    log: silentLog,
    retryDelayMs: { first: 100, max: 400 },
    heartbeatMs: 1000,
  });
  return { listener, clients, calls };
}

afterEach(() => vi.useRealTimers());

describe('listenForEventChanges', () => {
  it('LISTENs, then passes on the changes of its channel', async () => {
    const { listener, clients, calls } = start([{}]);
    await listener.started;

    // Trusted only once its own probe came back through the channel.
    expect(clients[0]?.queries).toEqual(['LISTEN public_event_changed', 'select pg_notify($1, $2)']);
    clients[0]?.emit('notification', { channel: 'public_event_changed', payload: '4,9' });
    clients[0]?.emit('notification', { channel: 'public_event_changed', payload: '*' });
    clients[0]?.emit('notification', { channel: 'something_else', payload: '1' });
    // Another instance's probe is not a change.
    clients[0]?.emit('notification', { channel: 'public_event_changed', payload: 'probe:other' });
    expect(calls).toEqual(['listening', '[4,9]', '"all"']);
    await listener.close();
  });

  it('reports a lost connection and listens again on a new one', async () => {
    vi.useFakeTimers();
    const { listener, clients, calls } = start([{}, {}]);
    await listener.started;

    clients[0]?.emit('error', new Error('terminating connection due to administrator command'));
    clients[0]?.emit('end');
    expect(calls).toEqual(['listening', 'lost']);
    expect(clients[0]?.ended).toBe(true);

    await vi.advanceTimersByTimeAsync(100);
    expect(clients).toHaveLength(2);
    expect(calls).toEqual(['listening', 'lost', 'listening']);
    await listener.close();
  });

  it('retries a database that does not answer with doubling delays, up to the maximum', async () => {
    vi.useFakeTimers();
    const { listener, clients, calls } = start([
      { failConnect: true },
      { failConnect: true },
      { failConnect: true },
      { failConnect: true },
      {},
    ]);
    await listener.started;
    expect(clients).toHaveLength(1);

    for (const [wait, count] of [
      [100, 2],
      [200, 3],
      [400, 4],
      [399, 4],
      [1, 5],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait);
      expect(clients).toHaveLength(count);
    }
    // Never listening before the last: nothing was lost.
    expect(calls).toEqual(['listening']);
    await listener.close();
  });

  it('stays off where LISTEN hears nothing (a transaction-mode pooler), and keeps trying', async () => {
    vi.useFakeTimers();
    const { listener, clients, calls } = start([{ deaf: true }, {}]);
    const started = listener.started;

    await vi.advanceTimersByTimeAsync(1000);
    await started;
    expect(calls).toEqual([]);
    expect(clients[0]?.ended).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual(['listening']);
    await listener.close();
  });

  it('drops a connection whose heartbeat probe goes unheard (a silent network cut)', async () => {
    vi.useFakeTimers();
    const { listener, clients, calls } = start([{ deafAfterStart: true }, {}]);
    await listener.started;

    await vi.advanceTimersByTimeAsync(1000);
    expect(clients[0]?.queries.filter((query) => query.includes('pg_notify'))).toHaveLength(2);
    expect(calls).toEqual(['listening']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['listening', 'lost']);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual(['listening', 'lost', 'listening']);
    expect(clients).toHaveLength(2);
    await listener.close();
  });

  it('catches up through the listening connection, and at once when there is none', async () => {
    vi.useFakeTimers();
    const { listener, clients } = start([{}, { failConnect: true }]);
    await listener.started;

    await listener.caughtUp();
    expect(clients[0]?.queries.at(-1)).toBe('select 1');

    clients[0]?.emit('end');
    await listener.caughtUp();
    expect(clients[0]?.queries.filter((query) => query === 'select 1')).toHaveLength(1);
    await listener.close();
  });

  it('stops for good on close: the connection ended, no retry', async () => {
    vi.useFakeTimers();
    const { listener, clients } = start([{}, {}]);
    await listener.started;

    await listener.close();
    clients[0]?.emit('end');
    await vi.advanceTimersByTimeAsync(10_000);

    expect(clients).toHaveLength(1);
    expect(clients[0]?.ended).toBe(true);
  });
});

describe('parseChange', () => {
  it.each([
    ['12', [12]],
    ['12,40,7', [12, 40, 7]],
    ['*', 'all'],
    ['', 'all'],
    [undefined, 'all'],
    ['12,abc', 'all'],
    ['-1', 'all'],
  ])('%j → %j', (payload, change) => {
    expect(parseChange(payload)).toEqual(change);
  });
});
