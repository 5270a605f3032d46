import { GUEST_MESSAGES } from '@celebra/shared/validation';
import { type FieldErrors, type FieldValues, get, type Resolver } from 'react-hook-form';

/** What a field shows while the guest types in it; undefined: nothing until the next submit. */
export type LiveMessage = (name: string, value: unknown) => string | undefined;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The guest forms' live rule (spec, section 5): a required field that is emptied says
 * '* Campo obrigatório'; anything else waits for the submit, which shows the schema's messages.
 */
export function requiredWhileTyping(required: readonly string[], extra?: LiveMessage): LiveMessage {
  return (name, value) => {
    if (required.includes(name) && isBlank(value)) return GUEST_MESSAGES.fieldEmptied;
    return extra?.(name, value);
  };
}

/** Copies `errors` with the entry at a dotted path replaced (or removed when `error` is undefined). */
function withErrorAt(
  errors: Record<string, unknown>,
  path: string[],
  error: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return errors;
  const copy: Record<string, unknown> = Array.isArray(errors)
    ? (Object.assign([], errors) as unknown as Record<string, unknown>)
    : { ...errors };
  if (rest.length === 0) {
    if (error === undefined) delete copy[head];
    else copy[head] = error;
    return copy;
  }
  const child = copy[head];
  if (child === undefined && error === undefined) return copy;
  const next = withErrorAt((child ?? {}) as Record<string, unknown>, rest, error);
  const nextIsEmpty = Object.values(next).every((value) => value === undefined);
  if (nextIsEmpty) delete copy[head];
  else copy[head] = next;
  return copy;
}

/**
 * Wraps a schema resolver so that validating one field (react-hook-form does it on each change)
 * gives the live messages, while validating the whole form (the submit) gives the schema's.
 */
export function withLiveMessages<TIn extends FieldValues, TCtx, TOut>(
  resolver: Resolver<TIn, TCtx, TOut>,
  liveMessage: LiveMessage,
): Resolver<TIn, TCtx, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const names = options.names ?? [];
    const [name] = names;
    if (names.length !== 1 || name === undefined) return result;
    const message = liveMessage(name, get(values, name));
    const error = message ? { type: 'live', message } : undefined;
    const errors = withErrorAt(result.errors as Record<string, unknown>, name.split('.'), error);
    return { values: {}, errors: errors as FieldErrors<TIn> };
  };
}
