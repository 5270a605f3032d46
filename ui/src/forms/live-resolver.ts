import { type FieldErrors, type FieldValues, get, type Resolver } from 'react-hook-form';

/**
 * Live messages for react-hook-form with the shared zod resolvers, used by the host and guest
 * forms (emptying a required field says '* Campo obrigatório' at once, before any submit).
 */

/** What a field shows while it is being typed in; undefined: nothing until the next submit. */
export type TLiveMessage = (name: string, value: unknown) => string | undefined;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The live rule of the forms: a required field that is emptied says `message`. */
export function emptiedField(
  required: readonly string[],
  message: string,
  extra?: TLiveMessage,
): TLiveMessage {
  return (name, value) => {
    if (required.includes(name) && isBlank(value)) return message;
    return extra?.(name, value);
  };
}

/** `errors` with the entry at a dotted path replaced, or removed when `error` is undefined. */
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
  const next = withErrorAt((copy[head] ?? {}) as Record<string, unknown>, rest, error);
  if (Object.values(next).every((value) => value === undefined)) delete copy[head];
  else copy[head] = next;
  return copy;
}

/**
 * Wraps a schema resolver: validating one field (react-hook-form does it on each change) gives the
 * live messages, validating the whole form (the submit) the schema's.
 */
export function withLiveMessages<TIn extends FieldValues, TCtx, TOut>(
  resolver: Resolver<TIn, TCtx, TOut>,
  liveMessage: TLiveMessage,
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
