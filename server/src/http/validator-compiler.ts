import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';

/** A request that does not match its route's zod schema; the message is ready for the client. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
}

// Handed to zod as the per-parse error map, so its default (English) messages are recognisable:
// a message set on the schema (the shared contract's Portuguese texts) wins over this one.
const DEFAULT_MESSAGE = '\u0000default';

/**
 * fastify-type-provider-zod's validator, except for the error: the first issue's own message
 * when the schema gives one, else 'Campo inválido: <dotted.path>.' naming the field.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data, { error: () => DEFAULT_MESSAGE });
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    if (issue && issue.message !== DEFAULT_MESSAGE)
      return { error: new RequestValidationError(issue.message) };
    const field = issue?.path.length ? issue.path.join('.') : (httpPart ?? 'body');
    return { error: new RequestValidationError(`Campo inválido: ${field}.`) };
  };
