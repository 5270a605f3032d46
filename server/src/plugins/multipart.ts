import type { IncomingMessage } from 'node:http';
import type { ApiRoute } from '@celebra/shared/api';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { contractRoute } from '../http/contract-route';
import { validatorCompiler } from '../http/validator-compiler';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../media/upload-limits';

/**
 * How much of a refused upload's body is still read and dropped to keep its connection: an image
 * call's whole body at most. Past it (a video, a body of unknown length) closing costs less.
 */
const DRAIN_MAX_BYTES = IMAGE_MAX_BYTES + 1024 * 1024;

/**
 * multipart/form-data for the upload calls (gifts, event types, avatar/banner, gallery). Nothing
 * is attached to the body and nothing is buffered by the plugin: handlers read the parts with
 * media/read-upload.ts, which buffers images (≤ IMAGE_MAX_BYTES) and streams videos.
 * The file ceiling here is the largest file of any call; smaller ones are enforced per kind.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        files: 1,
        fileSize: VIDEO_MAX_BYTES,
        fields: 20,
        // Descriptions are at most 5000 characters; 64 KB leaves room for any UTF-8.
        fieldSize: 64 * 1024,
        fieldNameSize: 100,
        parts: 25,
        headerPairs: 100,
      },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.raw.complete && request.isMultipart()) releaseUnreadBody(request.raw, reply);
      return payload;
    });
  },
  { name: 'multipart' },
);

/**
 * An answer given before the body was read to its end (a second file, a malformed part, a 413):
 * busboy stops reading, and the rest of the body would stay on the connection, where the client's
 * next request waits behind it until the server's timeout. The rest is read and dropped, so the
 * connection serves the next request; when that could be long (a body of unknown or large size),
 * the answer also closes the connection.
 */
function releaseUnreadBody(raw: IncomingMessage, reply: FastifyReply): void {
  const declared = Number(raw.headers['content-length']);
  if (!(Number.isFinite(declared) && declared <= DRAIN_MAX_BYTES)) reply.header('connection', 'close');
  raw.unpipe();
  raw.resume();
}

/**
 * `contractRoute` for a multipart call of the shared table. The body schema documents the form
 * for OpenAPI (the contract's fields plus the file, as multipart/form-data), but Fastify must not
 * validate it: the multipart body is only read in the handler, part by part. So the route gets a
 * validator that checks params and query as usual and lets the (still unread) body through; the
 * handler validates the fields it read with the contract's schema (read-upload.ts
 * `parseUploadFields`), with the same messages.
 */
export function multipartRoute<R extends ApiRoute & { multipart: true }>(route: R) {
  const options = contractRoute(route);
  const fields = route.body instanceof z.ZodObject ? route.body : z.object({});
  const file = z.string().meta({ format: 'binary', description: `Arquivo (${route.file?.accept ?? '*/*'})` });
  const documented = route.file
    ? fields.extend({ [route.file.field]: route.file.required ? file : file.optional() })
    : fields;
  const routeValidator: FastifySchemaCompiler<unknown> = (definition) =>
    definition.httpPart === 'body'
      ? (data) => ({ value: data })
      : validatorCompiler({ ...definition, schema: definition.schema as $ZodType });
  return {
    ...options,
    validatorCompiler: routeValidator,
    schema: { ...options.schema, body: documented, consumes: ['multipart/form-data'] },
  };
}
