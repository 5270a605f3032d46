import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * METRICS_PORT: a second, small listener that serves only GET /metrics, for a monitoring network
 * the public load balancer does not reach. No token there: the port itself is the boundary.
 */
export async function serveMetrics(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<{ server: Server; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
