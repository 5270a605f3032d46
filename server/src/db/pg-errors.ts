/**
 * Recognising PostgreSQL constraint failures, so a handler can answer a client's conflict with a
 * Portuguese 4xx instead of letting it become a 500. Drizzle wraps the driver's error in its own
 * (`cause`); both layers are looked at.
 */
export type PgViolation = {
  kind: 'unique' | 'foreign-key' | 'restrict' | 'check';
  constraint: string | undefined;
  /** The error's DETAIL: what a trigger raising its own violation says of the row it refused. */
  detail: string | undefined;
};

const KINDS: Record<string, PgViolation['kind']> = {
  '23505': 'unique',
  '23503': 'foreign-key',
  // ON DELETE RESTRICT reports restrict_violation, not foreign_key_violation.
  '23001': 'restrict',
  // A CHECK constraint, or a trigger raising check_violation under a constraint's name.
  '23514': 'check',
};

/** Which constraint a failed write broke, or undefined for any other error. */
export function pgViolation(error: unknown): PgViolation | undefined {
  let current = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      const kind = KINDS[candidate.code];
      if (!kind) return undefined;
      return {
        kind,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        detail: typeof candidate.detail === 'string' ? candidate.detail : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** A unique violation (23505), optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violation = pgViolation(error);
  return violation?.kind === 'unique' && (!constraint || violation.constraint === constraint);
}

// SQLSTATE classes and codes that mean "the database is not there right now", not "this query
// is wrong": connection exceptions (08), a server shutting down or starting (57P01–57P03),
// out of connections (53300).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// Node's socket errors when PostgreSQL cannot be reached, and node-postgres' own messages when a
// connection drops or the pool waits too long for one.
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// A Unix socket's file is gone while its server is stopped (the embedded PostgreSQL listens on one
// only): connecting says ENOENT, which only means "no database" on a connect, not on a file read.
const UNAVAILABLE_ON_CONNECT = new Set(['ENOENT', 'ECONNABORTED']);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^connection timeout/i,
];

/**
 * Whether an error says the database cannot be reached (stopped, restarting, network gone),
 * looking through Drizzle's wrapping (`cause`) and AggregateErrors of several addresses. Such a
 * failure is a 503 the client may retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== undefined;
}

/**
 * The code (SQLSTATE, errno) or driver message that says the database cannot be reached, or
 * undefined: what the log keeps of such a failure, rather than the failed query and its values.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | undefined {
  if (depth > 4 || typeof error !== 'object' || error === null) return undefined;
  const candidate = error as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code)) return code;
  if (candidate.syscall === 'connect' && UNAVAILABLE_ON_CONNECT.has(code)) return code;
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return message;
  if (Array.isArray(candidate.errors)) {
    for (const inner of candidate.errors) {
      const reason = databaseUnavailableReason(inner, depth + 1);
      if (reason) return reason;
    }
  }
  return databaseUnavailableReason(candidate.cause, depth + 1);
}
