import type { Payment } from './types';

export type SearchQuery = Record<string, string | undefined>;

type SearchResult =
  | { ok: true; paging: { total: number; limit: number; offset: number }; results: Payment[] }
  | { ok: false; message: string };

const DATE_FIELDS = ['date_created', 'date_last_updated', 'date_approved', 'money_release_date'] as const;
type DateField = (typeof DATE_FIELDS)[number];
/** The plain fields a search may filter on; other parameters are ignored, as the API does. */
const FILTER_FIELDS = [
  'id',
  'external_reference',
  'status',
  'status_detail',
  'payment_method_id',
  'payment_type_id',
  'operation_type',
] as const;
const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 1000;
const MAX_OFFSET = 10_000;

const UNITS: Record<string, number> = {
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
  MONTHS: 30 * 86_400_000,
};

/** An ISO 8601 date, or Mercado Pago's relative form: NOW, NOW-1DAYS, NOW-30MINUTES... */
function parseDate(text: string, now: number): number {
  const relative = /^NOW(?:-(\d+)(MINUTES|HOURS|DAYS|MONTHS))?$/.exec(text);
  if (relative)
    return relative[1] && relative[2] ? now - Number(relative[1]) * (UNITS[relative[2]] ?? 0) : now;
  return new Date(text).getTime();
}

const isDateField = (text: string): text is DateField => (DATE_FIELDS as readonly string[]).includes(text);

/**
 * GET /v1/payments/search over the stand-in's payments, with the query parameters Mercado Pago
 * takes: filters on plain fields (external_reference, status, payment_method_id, id...),
 * a date window (range=<date field>, begin_date, end_date), sort (a date field; date_created
 * unless given) and criteria (desc unless given), paged by limit (30 unless given, at most 1000)
 * and offset.
 */
export function searchPayments(
  payments: Iterable<Payment>,
  query: SearchQuery,
  now = Date.now(),
): SearchResult {
  const {
    sort = 'date_created',
    criteria = 'desc',
    range,
    begin_date: begin,
    end_date: end,
    limit: limitText,
    offset: offsetText,
  } = query;
  if (!isDateField(sort)) return { ok: false, message: 'Invalid sort param' };
  if (criteria !== 'asc' && criteria !== 'desc') return { ok: false, message: 'Invalid criteria param' };
  const limit = limitText === undefined ? DEFAULT_LIMIT : Number(limitText);
  const offset = offsetText === undefined ? 0 : Number(offsetText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    return { ok: false, message: 'Invalid limit param' };
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET)
    return { ok: false, message: 'Invalid offset param' };

  let window: { field: DateField; from: number; to: number } | null = null;
  if (range !== undefined || begin !== undefined || end !== undefined) {
    if (range === undefined || !isDateField(range)) return { ok: false, message: 'Invalid range param' };
    const from = begin === undefined ? Number.NEGATIVE_INFINITY : parseDate(begin, now);
    const to = end === undefined ? Number.POSITIVE_INFINITY : parseDate(end, now);
    if (Number.isNaN(from) || Number.isNaN(to)) return { ok: false, message: 'Invalid date format' };
    window = { field: range, from, to };
  }

  const matches = [...payments].filter((payment) => {
    for (const name of FILTER_FIELDS) {
      const value = query[name];
      if (value === undefined) continue;
      const field = payment[name];
      if (field === null || String(field) !== value) return false;
    }
    if (window) {
      const at = payment[window.field];
      if (!at) return false;
      const time = new Date(at).getTime();
      if (time < window.from || time > window.to) return false;
    }
    return true;
  });
  const direction = criteria === 'asc' ? 1 : -1;
  const time = (payment: Payment) => {
    const at = payment[sort];
    return at ? new Date(at).getTime() : 0;
  };
  matches.sort((a, b) => direction * (time(a) - time(b) || a.id - b.id));
  return {
    ok: true,
    paging: { total: matches.length, limit, offset },
    results: matches.slice(offset, offset + limit),
  };
}
