/**
 * Turns validation issues into the one Portuguese sentence the server answers a 400 with.
 * The specs' field messages mostly name their field ('* Nome obrigatório'); a few forms show a
 * generic text beside the input ('* Campo obrigatório', 'Valor inválido'). Away from the form those
 * say nothing, so here they become a sentence naming the field by its path.
 */
import { API_MESSAGES } from '../client/api-error';
import { COMMON_MESSAGES, invalidFieldMessage, requiredFieldMessage, SERVICE_MESSAGES } from './messages';

/** A zod issue, or the `validation` entry fastify-type-provider-zod makes of one. */
export type TIssueLike = {
  message: string;
  path?: readonly PropertyKey[];
  instancePath?: string;
  /** zod's issue code (`keyword` in fastify-type-provider-zod's entries). */
  code?: string;
  keyword?: string;
};

export const INVALID_INPUT_MESSAGE = 'Dados inválidos.';

const GENERIC_MESSAGES: ReadonlyMap<string, (field: string) => string> = new Map([
  [COMMON_MESSAGES.required, requiredFieldMessage],
  [SERVICE_MESSAGES.quantityInvalid, invalidFieldMessage],
]);

function fieldOf(issue: TIssueLike): string {
  if (issue.path) return issue.path.map(String).join('.');
  return (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
}

/** The issue's message, made to name its field when the message alone would not. */
export function issueMessage(issue: TIssueLike): string {
  const field = fieldOf(issue);
  // The whole input has the wrong type: in practice a POST or PUT sent without a JSON body.
  if (!field && (issue.code ?? issue.keyword) === 'invalid_type') return API_MESSAGES.missingBody;
  const rewrite = GENERIC_MESSAGES.get(issue.message);
  return rewrite && field ? rewrite(field) : issue.message || INVALID_INPUT_MESSAGE;
}

/** The message of the first issue, or a generic one when there is none. */
export function firstIssueMessage(issues: readonly TIssueLike[]): string {
  const [first] = issues;
  return first ? issueMessage(first) : INVALID_INPUT_MESSAGE;
}
