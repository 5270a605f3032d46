import { defaultIssueMessage, firstIssueMessage } from '@celebra/shared/validation';
import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';

/** A request that does not match its route's zod schema; the message is ready for the client. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
}

/**
 * fastify-type-provider-zod's validator, except for the error: the first issue's message in
 * Portuguese, naming its field by its label. The schema's own message (the shared contract's)
 * wins; where it has none, or only a form's generic text ('* Campo obrigatório'), the shared
 * `defaultIssueMessage` / `firstIssueMessage` write one that says which field.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: defaultIssueMessage });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(firstIssueMessage(result.error.issues)) };
  };
