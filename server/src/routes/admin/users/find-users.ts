import type { ApiParsedQuery } from '@celebra/shared/api';
import { and, count, desc, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containsPattern, offsetOf, totalPagesOf } from '../../../db/list-query';
import { users } from '../../../db/schema/index';
import { toUser, USER_COLUMNS } from './find-user';

/** The expression users_full_name_trgm_index is built on: a name search matches first, last or both. */
export const USER_FULL_NAME = sql`(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * GET /admin/users: partial, case-insensitive filters on name, e-mail and phone (each an ILIKE on
 * the expression its trigram index covers), newest first, one page and the total count.
 */
export async function findUsers(db: Db, query: ApiParsedQuery<'adminListUsers'>) {
  const conditions: SQL[] = [];
  if (query.name) conditions.push(ilike(USER_FULL_NAME, containsPattern(query.name)));
  if (query.email) conditions.push(ilike(users.email, containsPattern(query.email)));
  if (query.phoneNumber) conditions.push(ilike(users.phoneNumber, containsPattern(query.phoneNumber)));
  const where = and(...conditions);

  const [rows, [counted]] = await Promise.all([
    db
      .select(USER_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { users: rows.map(toUser), total, totalPages: totalPagesOf(total, query.limit) };
}
