/**
 * Reference (a) of the event page: a bare Fastify route answering the same document from memory,
 * no database, no hooks: the practical ceiling of the runtime on this machine. Reads the document
 * from the file DOCUMENT_FILE and answers it at every /api/guests/event/:slug.
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const document = JSON.parse(await readFile(String(process.env.DOCUMENT_FILE), 'utf8')) as object;
const app = Fastify({ logger: false });
app.get('/api/guests/event/:slug', async () => document);
app.get('/ready', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
