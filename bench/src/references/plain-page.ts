/**
 * Reference of the guest page on a phone: a page of a heading and a sentence, answered with the
 * headers the platform sends (HEADERS_FILE, copied from its answer), so that Lighthouse's figures
 * for it are what this machine and the browser's own set-up cost before any page of ours. At
 * /without-opener-policy the same page without the headers that make Chromium give the page a
 * browsing context group and process of its own (Cross-Origin-Opener-Policy,
 * Origin-Agent-Cluster), to show what that new process costs in the figures.
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const headers = JSON.parse(await readFile(String(process.env.HEADERS_FILE), 'utf8')) as Record<
  string,
  string
>;
const { 'cross-origin-opener-policy': _, 'origin-agent-cluster': __, ...withoutOpenerPolicy } = headers;
const page = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Uma página de referência." />
    <title>Referência</title>
  </head>
  <body>
    <h1>Ana &amp; Pedro</h1>
    <p>Lista de presentes, recados e confirmação de presença.</p>
  </body>
</html>`;

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.get('/', async (_request, reply) => reply.headers(headers).type('text/html; charset=utf-8').send(page));
app.get('/without-opener-policy', async (_request, reply) =>
  reply.headers(withoutOpenerPolicy).type('text/html; charset=utf-8').send(page),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
