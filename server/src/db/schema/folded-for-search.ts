import { type SQL, sql } from 'drizzle-orm';

// PostgreSQL's unaccent extension is not installed (and is not immutable, so no index could be
// built on it): these are the accents Portuguese writes, each replaced by its plain letter.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuc';

/**
 * A text expression in lower case and without accents, as a search compares it. Written with
 * literal constants (not parameters) so that a query's expression is the same as an index's and
 * the planner matches them.
 */
export function foldedForSearch(text: SQL): SQL {
  return sql`translate(lower(${text}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

/** What was typed, folded the way foldedForSearch folds the column ('JOÃO' → 'joao'). */
export function foldForSearch(typed: string): string {
  const plain = new Map([...ACCENTED].map((char, index) => [char, PLAIN[index] ?? char]));
  return [...typed.toLowerCase()].map((char) => plain.get(char) ?? char).join('');
}
