import {
  FILE_MISSING_MESSAGE,
  fieldTooLargeMessage,
  fileTooLargeMessage,
  INVALID_MULTIPART_MESSAGE,
  NOT_MULTIPART_MESSAGE,
  ONE_FILE_MESSAGE,
  TOO_MANY_FIELDS_MESSAGE,
} from '@celebra/shared/messages';
import { fieldLabel } from '@celebra/shared/validation';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../http/http-error';
import { validatorCompiler } from '../http/validator-compiler';
import { IMAGE_MAX_BYTES } from './upload-limits';

export type UploadFields = Record<string, string>;

/**
 * The bytes of the uploaded file, as sent. Reading it fails with a Portuguese 400 when the body is
 * malformed or cut short; `truncated` is busboy's flag for a file that went past the size limit.
 */
export type UploadStream = AsyncIterable<Buffer> & { readonly truncated: boolean };

/** The file part handed to `onFile`: the client's name and type are claims, for logs at most. */
export type UploadFile = { stream: UploadStream; filename: string; mimetype: string };

type ReadUploadOptions<T> = {
  /** The contract's file field ('file' or 'image'); a file under another name is drained and ignored. */
  field: string;
  /** The largest file the call accepts: busboy stops reading past it and the answer is a 413. */
  maxBytes: number;
  /**
   * Consumes the file's stream to its end (the parts after it arrive only then). `fields` holds
   * the fields sent before the file.
   */
  onFile: (file: UploadFile, fields: Readonly<UploadFields>) => Promise<T>;
  /** Undoes what onFile kept (a stored video) when a part after the file fails. */
  discard?: (kept: T) => Promise<void>;
};

/**
 * Reads a multipart request part by part: the text fields as strings, and the one file through
 * `onFile`, so a caller can buffer a small image or stream a large video. Every client mistake
 * (not multipart, malformed, too large, too many parts) is a Portuguese 4xx, never a 500.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  options: ReadUploadOptions<T>,
): Promise<{ fields: UploadFields; file: T | undefined }> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const fields: UploadFields = {};
  let kept: { value: T } | undefined;
  const parts = request.parts({ limits: { fileSize: options.maxBytes } });
  try {
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw multipartError(error, options.maxBytes);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, fieldTooLargeMessage(fieldLabel(part.fieldname)));
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== options.field || kept) {
        await drainStream(part.file);
      } else {
        const file = { stream: guardStream(part.file), filename: part.filename, mimetype: part.mimetype };
        kept = { value: await options.onFile(file, { ...fields }) };
      }
    }
  } catch (error) {
    if (kept && options.discard) await options.discard(kept.value).catch(() => {});
    throw error;
  }
  return { fields, file: kept?.value };
}

/** The image of an image-only call, whole in memory (at most IMAGE_MAX_BYTES), and its fields. */
export async function readImageUpload(
  request: FastifyRequest,
  field: 'file' | 'image',
): Promise<{ fields: UploadFields; image: Buffer | undefined }> {
  const { fields, file } = await readUpload(request, {
    field,
    maxBytes: IMAGE_MAX_BYTES,
    onFile: (file) => readFileBuffer(file.stream, IMAGE_MAX_BYTES),
  });
  return { fields, image: file };
}

/**
 * A file stream's bytes, refusing more than `maxBytes` with a 413. Past the limit the rest is
 * read and dropped (destroying busboy's stream mid-part would stall the parser), so memory never
 * holds more than the limit.
 */
export async function readFileBuffer(
  file: AsyncIterable<Buffer> & { readonly truncated?: boolean },
  maxBytes: number,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size > maxBytes || file.truncated) throw new HttpError(413, fileTooLargeMessage(maxBytes));
  // Zero bytes is a file input left empty (browsers send an empty part with a blank filename).
  return size === 0 ? undefined : Buffer.concat(chunks, size);
}

/** A value read by `readUpload`, or a 400 with the form's message when the file was not sent. */
export function requireFile<T>(file: T | undefined, message: string = FILE_MISSING_MESSAGE): T {
  if (file === undefined) throw new HttpError(400, message);
  return file;
}

/**
 * Multipart fields validated with the contract's schema for the call, answering exactly as a
 * JSON body would (validator-compiler.ts): the first issue's Portuguese message, as a 400.
 */
export function parseUploadFields<S extends z.ZodType>(schema: S, fields: UploadFields): z.output<S> {
  const validate = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' });
  const result = validate(fields) as { value?: unknown; error?: Error };
  if (result.error) throw result.error;
  return result.value as z.output<S>;
}

/** Reads a stream to its end, dropping the bytes: a refused or ignored file must still be consumed. */
export async function drainStream(file: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of file) {
    // dropped
  }
}

/**
 * busboy's file stream, whose read errors (a part cut short, a body that ends mid-file) are the
 * client's doing: they become a 400 here, before any caller could mistake them for its own.
 */
function guardStream(file: MultipartFile['file']): UploadStream {
  return {
    get truncated() {
      return file.truncated;
    },
    async *[Symbol.asyncIterator]() {
      try {
        for await (const chunk of file as AsyncIterable<Buffer>) yield chunk;
      } catch {
        throw new HttpError(400, INVALID_MULTIPART_MESSAGE);
      }
    },
  };
}

function multipartError(error: unknown, maxBytes: number): Error {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, fileTooLargeMessage(maxBytes));
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, ONE_FILE_MESSAGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, TOO_MANY_FIELDS_MESSAGE);
  // Malformed bodies (busboy's 'Unexpected end of form', bad boundaries, invalid JSON fields,
  // prototype names) are all the client's doing.
  return new HttpError(400, INVALID_MULTIPART_MESSAGE);
}
