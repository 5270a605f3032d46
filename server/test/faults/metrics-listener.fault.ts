import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer } from './server-process';

/**
 * METRICS_PORT on the built server as `npm start` runs it: the metrics are served on their own
 * listener, for the monitoring network, and not on the public port.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-faults-metrics-'));
const metricsPort = await freePort();
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('METRICS_PORT', () => {
  it('serves GET /metrics on its own port only, and the server is ready', async () => {
    server = await startServer({ DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    await fetch(`${server.url}/api/health`);

    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain(
      'celebra_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}',
    );
    expect(text).toContain('celebra_db_pool_connections{state="total"}');
    expect(text).toContain('celebra_jobs');

    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });
});
