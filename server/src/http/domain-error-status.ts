import type { DomainErrorCode } from '../domain/errors/domain-error';

/**
 * The one place a domain error's code becomes an HTTP status (used by the error handler,
 * plugins/errors.ts). Each code answers the status the domain threw before it had codes.
 */
export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  'provider-failed': 502,
  busy: 503,
} as const satisfies Record<DomainErrorCode, number>;
