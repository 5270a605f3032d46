/**
 * Which PostgreSQL constraint a failed write broke, so the catalogue and register handlers can
 * answer a client's conflict with a Portuguese 4xx instead of a 500. Drizzle wraps the driver's
 * error in its own (`cause`); both layers are looked at.
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
