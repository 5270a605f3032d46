import type { LoadResult } from './load';

export type Target = { name: string; actual: string; limit: string; pass: boolean };

export type Section = {
  title: string;
  /** What was measured, in a sentence or two (connections, duration, data). */
  setup: string;
  /** A Markdown table: the header row first. */
  table: string[][];
  targets: Target[];
};

const MB = 1024 * 1024;

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
export const mb = (bytes: number) => (bytes > 0 ? `${(bytes / MB).toFixed(0)} MB` : '—');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The columns every load table has, one row per subject measured under the same load. */
export function loadTable(
  rows: { subject: string; result: LoadResult; baseline?: LoadResult }[],
): string[][] {
  return [
    ['', 'req/s', 'vs Celebra', 'p50', 'p95', 'p99', 'errors', 'server RSS (max)'],
    ...rows.map(({ subject, result, baseline }) => [
      subject,
      result.rps.toFixed(0),
      baseline ? `${(result.rps / baseline.rps).toFixed(2)}×` : '1.00×',
      ms(result.p50),
      ms(result.p95),
      ms(result.p99),
      String(result.errors),
      mb(result.maxRssBytes),
    ]),
  ];
}

/** `actual ≤ limit` (or ≥ with `atLeast`), printed with the unit's formatter. */
export function target(
  name: string,
  actual: number,
  limit: number,
  format: (value: number) => string,
  atLeast = false,
): Target {
  const pass = Number.isFinite(actual) && (atLeast ? actual >= limit : actual <= limit);
  return { name, actual: format(actual), limit: `${atLeast ? '≥' : '≤'} ${format(limit)}`, pass };
}

export const memoryTarget = (results: LoadResult[]) =>
  target(
    'server RSS under this load',
    Math.max(...results.map((result) => result.maxRssBytes)),
    200 * MB,
    mb,
  );

function markdownTable(rows: string[][]): string {
  const [head = [], ...body] = rows;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

export function renderSection(section: Section): string {
  return [
    `### ${section.title}`,
    '',
    section.setup,
    '',
    markdownTable(section.table),
    '',
    markdownTable([
      ['target', 'measured', 'limit', ''],
      ...section.targets.map((t) => [t.name, t.actual, t.limit, t.pass ? 'pass' : '**FAIL**']),
    ]),
  ].join('\n');
}
