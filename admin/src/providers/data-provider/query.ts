import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@celebra/shared/api';
import type { GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';

/** A filter value as the filter forms leave it: blank and null mean "no filter". */
export function filterValue(filter: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = filter?.[key];
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * react-admin's page and page size as the API's page and limit (20 unless the list says otherwise).
 * A size from the address the API would refuse (`?perPage=500`, 0) is brought within its bounds,
 * so the list shows rows while its address is put right (ListAddressGuard).
 */
export function pageQuery(params: Pick<GetListParams, 'pagination'>) {
  const perPage = Math.trunc(Number(params.pagination?.perPage ?? DEFAULT_PAGE_SIZE));
  const page = Math.trunc(Number(params.pagination?.page ?? 1));
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    limit: Number.isFinite(perPage) && perPage >= 1 ? Math.min(perPage, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The column a list is sorted on, as the API's `sort` and `order`, only when the API sorts on it:
 * react-admin's default (`id`) and any other column leave both out, so the server's own order
 * (newest first) applies until the administrator clicks a sortable header.
 */
export function sortQuery<F extends string>(
  params: Pick<GetListParams, 'sort'>,
  fields: readonly F[],
): { sort?: F; order?: 'ASC' | 'DESC' } {
  const field = params.sort?.field;
  if (!field || !(fields as readonly string[]).includes(field)) return {};
  return { sort: field as F, order: params.sort?.order === 'ASC' ? 'ASC' : 'DESC' };
}

/**
 * A page of a list the server paginates. The API gives the number of pages rather than a row count,
 * so react-admin gets pageInfo (next/previous) and the pager reads `meta.totalPages`.
 */
export function pageResult<T extends RaRecord>(
  rows: T[],
  page: number,
  totalPages: number,
  total?: number,
): GetListResult<T> {
  return {
    data: rows,
    ...(total === undefined ? {} : { total }),
    pageInfo: { hasNextPage: page < totalPages, hasPreviousPage: page > 1 },
    meta: { totalPages },
  };
}

/**
 * Every page of a list under its filter and order, read MAX_PAGE_SIZE rows at a time (the API's
 * largest page) up to `pagination.perPage` rows: what react-admin's ExportButton asks for
 * (`meta.allPages`, its `maxResults` as the page size), which the API would never serve in one page.
 */
export async function readAllPages(
  list: (params: GetListParams) => Promise<GetListResult>,
  params: GetListParams,
): Promise<GetListResult> {
  const most = Math.max(Math.trunc(Number(params.pagination?.perPage ?? MAX_PAGE_SIZE)), 1);
  const rows: RaRecord[] = [];
  let total: number | undefined;
  for (let page = 1; rows.length < most; page++) {
    const result = await list({ ...params, pagination: { page, perPage: MAX_PAGE_SIZE } });
    rows.push(...result.data);
    total = result.total;
    const totalPages = (result.meta as { totalPages?: number } | undefined)?.totalPages ?? page;
    if (page >= totalPages || result.data.length === 0) break;
  }
  const data = rows.slice(0, most);
  return { data, total: total ?? data.length, meta: { totalPages: 1 } };
}

/** A list the server answers whole (services, an event's guests...): one page. */
export function wholeResult<T extends RaRecord>(rows: T[]): GetListResult<T> {
  return { data: rows, total: rows.length, meta: { totalPages: 1 } };
}

/** The id of a path: react-admin ids are strings or numbers, the API's are integers. */
export function idParam(id: Identifier): number {
  return Number(id);
}

/** The event a sub-resource row belongs to: `meta.eventId`, else the row's own `eventId`. */
export function eventIdOf(params: {
  meta?: { eventId?: Identifier };
  previousData?: unknown;
  data?: unknown;
}) {
  const fromRecord = (record: unknown) =>
    typeof record === 'object' && record !== null && 'eventId' in record
      ? (record.eventId as Identifier)
      : undefined;
  const eventId = params.meta?.eventId ?? fromRecord(params.previousData) ?? fromRecord(params.data);
  if (eventId === undefined || eventId === null || eventId === '') {
    throw new Error('O evento do registro não foi informado.');
  }
  return idParam(eventId);
}

/** Builds a multipart body: undefined and null are left out, booleans and numbers become text. */
export function multipart(
  fields: Record<string, string | number | boolean | Blob | null | undefined>,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
