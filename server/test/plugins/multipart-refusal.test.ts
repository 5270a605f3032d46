import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helpers/build';
import { createHostEvent } from '../helpers/host-event';
import { pngImage } from '../helpers/images';

/**
 * An upload refused before its body is read to the end (a second file, a malformed part) must not
 * leave the rest of the body on the connection: a browser's next request on the same keep-alive
 * connection would wait behind bytes nobody reads, until the server's timeout cuts it.
 */
const t = await build();
const { event, headers } = await createHostEvent(t.db);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as AddressInfo;
// One connection, kept alive: the second request goes where the first one's body went.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

const BOUNDARY = 'celebra-boundary-0123456789';

function part(name: string, filename: string, type: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ]);
}

function send(
  method: string,
  url: string,
  body?: Buffer,
  extra: Record<string, string> = {},
): Promise<{ status: number; text: string; ms: number; connection: string | undefined }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: url, agent, headers: { ...headers, ...extra } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text,
            ms: Date.now() - started,
            connection: response.headers.connection,
          }),
        );
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error('no answer in 10 s')));
    request.on('error', reject);
    request.end(body);
  });
}

async function refusedThenNext(body: Buffer, length: 'declared' | 'chunked' = 'declared') {
  const refused = await send('POST', `/api/users/event/${event.id}/upload/banner`, body, {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    ...(length === 'declared'
      ? { 'content-length': String(body.length) }
      : { 'transfer-encoding': 'chunked' }),
  });
  const next = await send('GET', '/api/health');
  return { refused, next };
}

describe('a multipart request refused before its end', () => {
  it('two files at once: 400, and the next request on the connection is answered at once', async () => {
    const image = await pngImage();
    const body = Buffer.concat([
      part('file', 'a.png', 'image/png', image),
      // Far more than the socket's buffers hold: left unread, it blocks the connection.
      part('file', 'b.png', 'image/png', Buffer.alloc(4 * 1024 * 1024, 7)),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    const { refused, next } = await refusedThenNext(body);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).message).toMatch(/arquivo/i);
    // Read to its end and dropped: the connection is kept for the next request.
    expect(refused.connection).toBe('keep-alive');
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2000);
  });

  it('a body of unknown length: 400 closing the connection, and the next request on a new one', async () => {
    const image = await pngImage();
    const body = Buffer.concat([
      part('file', 'a.png', 'image/png', image),
      part('file', 'b.png', 'image/png', Buffer.alloc(4 * 1024 * 1024, 7)),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    const { refused, next } = await refusedThenNext(body, 'chunked');
    expect(refused.status).toBe(400);
    expect(refused.connection).toBe('close');
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2000);
  });

  it('a malformed part: 400, and the next request on the connection is answered at once', async () => {
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`),
      // A header line with no colon and no end: busboy refuses the part and stops reading.
      Buffer.alloc(3 * 1024 * 1024, 'x'),
      Buffer.from(`\r\n\r\n--${BOUNDARY}--\r\n`),
    ]);
    const { refused, next } = await refusedThenNext(body);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2000);
  });
});
