/**
 * Whether a companion's age counts as a child's or an adult's on this event: up to the host's
 * `childrenMaxAge` (inclusive) is a child. Undefined while the age is not a whole number yet.
 */
export function ageBand(age: unknown, childrenMaxAge: number): 'Criança' | 'Adulto' | undefined {
  const text = String(age ?? '').trim();
  if (!/^\d{1,3}$/.test(text)) return undefined;
  return Number(text) <= childrenMaxAge ? 'Criança' : 'Adulto';
}
