import { UNAUTHORIZED_MESSAGE } from '@celebra/shared/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { serveMetrics } from '../../src/metrics/serve-metrics';
import { build } from '../helpers/build';

const TOKEN = 'a-long-random-metrics-token-0123456789';

describe('GET /metrics behind METRICS_TOKEN', async () => {
  const t = await build({ METRICS_TOKEN: TOKEN });

  it('refuses a request without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: UNAUTHORIZED_MESSAGE });
  });

  it('refuses a wrong token', async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, 'Bearer nope', TOKEN, `Basic ${TOKEN}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('answers the Prometheus text with the right token, routes by pattern only', async () => {
    // A request on a route with an id: its label must be the pattern, never the id.
    await t.app.inject({ method: 'GET', url: '/api/guests/event/some-private-slug-123' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    for (const name of [
      'celebra_http_request_duration_seconds_bucket',
      'celebra_db_pool_connections{state="total"}',
      'celebra_db_pool_connections{state="idle"}',
      'celebra_db_pool_connections{state="waiting"}',
      'celebra_purchases',
      'celebra_jobs',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text, name).toContain(name);
    expect(text).toContain('route="/api/health",status_class="2xx"');
    expect(text).not.toContain('some-private-slug-123');
  });

  it('counts the purchases by status from the database', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    // A fresh database has no purchases and no queue schema: the scrape still answers.
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE celebra_purchases gauge');
  });
});

describe('GET /metrics without METRICS_TOKEN nor METRICS_PORT', async () => {
  const t = await build();

  it('does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(t.app.metrics).toBeNull();
  });
});

describe('METRICS_PORT', async () => {
  const t = await build({ METRICS_PORT: '9464' });

  it('serves the metrics on their own listener and not on the main port', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const metrics = t.app.metrics;
    if (!metrics) throw new Error('metrics should be on with METRICS_PORT');
    // Port 0: the test's own free port (main.ts binds config.metrics.port the same way).
    const listener = await serveMetrics(metrics.registry, { port: 0, host: '127.0.0.1' });
    afterAll(() => listener.close());
    const address = listener.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('celebra_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
  });
});
