/**
 * Reference (b) of the event page: json-server 0.17 serving the same document, what a mock-backed
 * set-up would give. The document is its database's one resource, /event, which the public path
 * is rewritten to.
 */
import { readFile } from 'node:fs/promises';
import jsonServer from 'json-server';

const document = JSON.parse(await readFile(String(process.env.DOCUMENT_FILE), 'utf8')) as object;
const server = jsonServer.create();
server.use(jsonServer.defaults({ logger: false }));
server.use(jsonServer.rewriter({ '/api/guests/event/:slug': '/event' }));
server.use(jsonServer.router({ event: document, ready: { ok: true } }));
server.listen(Number(process.env.PORT), '127.0.0.1', () => {});
process.once('SIGTERM', () => process.exit(0));
