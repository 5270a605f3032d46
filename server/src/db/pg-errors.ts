/**
 * Recognising PostgreSQL constraint failures, so a handler can answer a client's conflict with a
 * Portuguese 409/400 instead of letting it become a 500. Drizzle wraps the driver's error in its
 * own (`cause`); both layers are looked at.
 */
type PgErrorLike = { code?: unknown; constraint?: unknown };

function pgErrorOf(error: unknown): PgErrorLike | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== 'object') return undefined;
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string') return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** A unique violation (23505), optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}

/** A foreign-key violation (23503): the row refers to, or is referred to by, another. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23503';
}
