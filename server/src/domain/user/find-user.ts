import type { TUser } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** The columns of a user as the admin panel shows one. */
export const USER_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  status: users.status,
  active: users.active,
  createdAt: users.createdAt,
};

type UserRow = Pick<typeof users.$inferSelect, keyof typeof USER_COLUMNS>;

/** A selected row as the API speaks it. */
export function toUser(row: UserRow): TUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** One user as the admin panel shows it, or undefined. */
export async function findUser(db: Db, id: number) {
  const [row] = await db.select(USER_COLUMNS).from(users).where(eq(users.id, id)).limit(1);
  return row && toUser(row);
}
