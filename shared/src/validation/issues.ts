/**
 * Turns validation issues into the one Portuguese sentence the server answers a 400 with.
 * The forms' field messages mostly name their field ('* Nome obrigatório'); a few forms show a
 * generic text beside the input ('* Campo obrigatório', 'Valor inválido'). Away from the form those
 * say nothing, so here they become a sentence naming the field by its Portuguese label.
 */
import { API_MESSAGES } from '../client/api-error';
import {
  ADMIN_SETTINGS_MESSAGES,
  COMMON_MESSAGES,
  GUEST_MESSAGES,
  invalidFieldMessage,
  maxLengthMessage,
  maxValueMessage,
  PASSWORD_CHANGE_MESSAGES,
  requiredFieldMessage,
  SERVICE_MESSAGES,
} from './messages';

export const INVALID_INPUT_MESSAGE = 'Dados inválidos.';

/** A zod issue, or the `validation` entry fastify-type-provider-zod makes of one. */
export type TIssueLike = {
  message: string;
  path?: readonly PropertyKey[];
  instancePath?: string;
  /** zod's issue code (`keyword` in fastify-type-provider-zod's entries). */
  code?: string;
  keyword?: string;
};

/** What zod hands an error map: the issue before it has a message, with its whole path. */
export type TRawIssueLike = {
  readonly code?: string;
  readonly path?: readonly PropertyKey[];
  readonly input?: unknown;
  readonly origin?: string;
  readonly maximum?: unknown;
};

// Texts a form shows beside its input or over the whole form: away from the form they name no
// field, so an answer of the server says which one instead.
const GENERIC_MESSAGES: ReadonlyMap<string, (field: readonly PropertyKey[]) => string> = new Map([
  [COMMON_MESSAGES.required, requiredFieldMessage],
  [COMMON_MESSAGES.fillAllRequired, requiredFieldMessage],
  [PASSWORD_CHANGE_MESSAGES.allRequired, requiredFieldMessage],
  [ADMIN_SETTINGS_MESSAGES.colorsRequired, requiredFieldMessage],
  [SERVICE_MESSAGES.quantityInvalid, invalidFieldMessage],
  [GUEST_MESSAGES.phoneInvalidLive, invalidFieldMessage],
]);

function pathOf(issue: TIssueLike): readonly PropertyKey[] {
  if (issue.path) return issue.path;
  return (issue.instancePath ?? '').split('/').filter(Boolean);
}

/**
 * The message of an issue the schema gives none for (zod's own would be English and name no
 * field): pass it as the parse's `error` map. A missing value is required, a string too long
 * says its limit, anything else is invalid; each names the field by its Portuguese label.
 */
export function defaultIssueMessage(issue: TRawIssueLike): string {
  const path = issue.path ?? [];
  if (path.length === 0) return INVALID_INPUT_MESSAGE;
  if (issue.code === 'invalid_type' && issue.input === undefined) return requiredFieldMessage(path);
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return issue.origin === 'string'
      ? maxLengthMessage(path, issue.maximum)
      : maxValueMessage(path, issue.maximum);
  }
  return invalidFieldMessage(path);
}

/** The issue's message, made to name its field when the message alone would not. */
export function issueMessage(issue: TIssueLike): string {
  const path = pathOf(issue);
  // The whole input has the wrong type: in practice a POST or PUT sent without a JSON body.
  if (path.length === 0 && (issue.code ?? issue.keyword) === 'invalid_type') return API_MESSAGES.missingBody;
  const rewrite = GENERIC_MESSAGES.get(issue.message);
  return rewrite && path.length > 0 ? rewrite(path) : issue.message || INVALID_INPUT_MESSAGE;
}

/** The message of the first issue, or a generic one when there is none. */
export function firstIssueMessage(issues: readonly TIssueLike[]): string {
  const [first] = issues;
  return first ? issueMessage(first) : INVALID_INPUT_MESSAGE;
}
