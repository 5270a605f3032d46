/**
 * What went wrong, in the domain's words: the request is invalid, a thing is not there, another
 * write took it first... The HTTP edge alone turns a code into a status
 * (http/domain-error-status.ts); the domain, the payment adapter, the read model and the jobs
 * speak no HTTP.
 */
export type DomainErrorCode =
  /** The input breaks a rule (a field out of range, a state that does not allow it). */
  | 'invalid'
  /** No one is signed in, or the credentials do not match. */
  | 'unauthenticated'
  /** Someone is signed in but may not do this. */
  | 'forbidden'
  /** The thing asked for does not exist (or is not this caller's to see). */
  | 'not-found'
  /** It exists already, or another write changed it first. */
  | 'conflict'
  /** Too many tries: wait before trying again. */
  | 'too-many'
  /** A service we depend on (the payment provider) failed or timed out. */
  | 'provider-failed'
  /** We are busy (every image decode slot taken, a checkout still being prepared): try again soon. */
  | 'busy';

/**
 * An error whose Portuguese message (from the catalogue, shared/src/messages/) is meant for the
 * client, with its code. Thrown anywhere below the routes; the error handler (plugins/errors.ts)
 * answers `{ success: false, message }` with the code's status.
 */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Whether an error is a domain error of that code (a job telling 'busy' from a real failure). */
export function isDomainError(error: unknown, code: DomainErrorCode): error is DomainError {
  return error instanceof DomainError && error.code === code;
}
