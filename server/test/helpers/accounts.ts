import { randomBytes } from 'node:crypto';
import { createAdminSession } from '../../src/auth/create-admin-session';
import { createUserSession } from '../../src/auth/create-user-session';
import { hashPassword } from '../../src/auth/password';
import type { Db } from '../../src/db/client';
import { admins, events, type NewAdmin, type NewEvent, type NewUser, users } from '../../src/db/schema/index';

export const TEST_PASSWORD = 'senha-de-teste-123';

// argon2id is slow on purpose; one hash per distinct password keeps the suites quick.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  const known = hashes.get(password);
  if (known) return known;
  const hash = hashPassword(password);
  hashes.set(password, hash);
  return hash;
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@teste.dev`;
}

type AccountOverrides<T> = Partial<Omit<T, 'passwordHash'>> & { password?: string };

/** An administrator who can sign in with `password` (TEST_PASSWORD unless given). */
export async function createTestAdmin(db: Db, overrides: AccountOverrides<NewAdmin> = {}) {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const [admin] = await db
    .insert(admins)
    .values({
      firstName: 'Alice',
      email: uniqueEmail('admin'),
      ...fields,
      passwordHash: await hashOnce(password),
    })
    .returning();
  if (!admin) throw new Error('admin not created');
  return { ...admin, password };
}

/** A host who can sign in with `password`, and their event unless `event: null`. */
export async function createTestUser(
  db: Db,
  overrides: AccountOverrides<NewUser> & { event?: Partial<NewEvent> | null } = {},
) {
  const { password = TEST_PASSWORD, event: eventFields = {}, ...fields } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Ana',
      lastName: 'Souza',
      email: uniqueEmail('host'),
      phoneNumber: '(11) 98765-4321',
      ...fields,
      passwordHash: await hashOnce(password),
    })
    .returning();
  if (!user) throw new Error('user not created');
  const [event] = eventFields
    ? await db
        .insert(events)
        .values({ title: 'Casamento de Ana', slug: `evento-${user.id}`, ...eventFields, userId: user.id })
        .returning()
    : [];
  return { ...user, password, event: event ?? null };
}

/** The headers of a signed-in administrator, with a session opened directly in the database. */
export async function adminHeaders(db: Db, adminId: number, ttlHours = 1) {
  const token = await createAdminSession(db, adminId, ttlHours);
  return { authorization: `Bearer ${token}`, 'x-admin-id': String(adminId) };
}

/** The headers of a signed-in host, with a session opened directly in the database. */
export async function userHeaders(db: Db, userId: number, ttlHours = 1) {
  const token = await createUserSession(db, userId, ttlHours);
  return { authorization: `Bearer ${token}`, 'x-user-id': String(userId) };
}
