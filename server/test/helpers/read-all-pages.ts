import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Page<T> = { rows: T[]; totalPages: number };

/**
 * Every page of an admin list read one after the other, `limit` rows a page, and the page past
 * the end (which must be empty): the rows in the order the server gave them across pages, and its
 * page count. `key` is the list's field in the answer ('events', 'transactions'...).
 */
export async function readAllPages<T>(
  app: FastifyInstance,
  list: { url: string; key: string; headers: Record<string, string> },
  query: Record<string, string>,
  limit: number,
): Promise<Page<T>> {
  const read = async (page: number) => {
    const response = await app.inject({
      url: list.url,
      query: { ...query, limit: String(limit), page: String(page) },
      headers: list.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Record<string, unknown> & { totalPages: number };
    return { rows: body[list.key] as T[], totalPages: body.totalPages };
  };
  const first = await read(1);
  const rows = [...first.rows];
  for (let page = 2; page <= first.totalPages + 1; page++) {
    const body = await read(page);
    if (page > first.totalPages) expect(body.rows).toEqual([]);
    rows.push(...body.rows);
  }
  return { rows, totalPages: first.totalPages };
}
