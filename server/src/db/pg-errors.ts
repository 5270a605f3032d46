/**
 * Recognising PostgreSQL constraint failures, so a handler can answer a client's conflict with a
 * Portuguese 4xx instead of letting it become a 500. Drizzle wraps the driver's error in its own
 * (`cause`); both layers are looked at.
 */
export type PgViolation = {
  kind: 'unique' | 'foreign-key' | 'restrict';
  constraint: string | undefined;
};

const KINDS: Record<string, PgViolation['kind']> = {
  '23505': 'unique',
  '23503': 'foreign-key',
  // ON DELETE RESTRICT reports restrict_violation, not foreign_key_violation.
  '23001': 'restrict',
};

/** Which constraint a failed write broke, or undefined for any other error. */
export function pgViolation(error: unknown): PgViolation | undefined {
  let current = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      const kind = KINDS[candidate.code];
      if (!kind) return undefined;
      return {
        kind,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
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
