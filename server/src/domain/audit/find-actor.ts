import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, users } from '../../db/schema/index';
import type { AuditActor } from './record-audit';

type Account = { firstName: string; lastName: string; email: string };

/** 'Ana Souza <ana@celebra.dev>': who did it, readable after the account changes or is gone. */
function labelOf(account: Account): string {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return `${name} <${account.email}>`;
}

const ACCOUNT_COLUMNS = { firstName: admins.firstName, lastName: admins.lastName, email: admins.email };

/**
 * The administrator as the audit log names them: their name and e-mail as they are at the moment
 * of the decision, read in the decision's own transaction. An id with no account left still gets
 * a record (labelled by the id), since the decision happened.
 */
export async function findAdminActor(db: Pick<Db, 'select'>, adminId: number): Promise<AuditActor> {
  const [admin] = await db.select(ACCOUNT_COLUMNS).from(admins).where(eq(admins.id, adminId)).limit(1);
  return { kind: 'admin', id: adminId, label: admin ? labelOf(admin) : `Administrador ${adminId}` };
}

/** The host as the audit log names them (their own payout destination), like findAdminActor. */
export async function findHostActor(db: Pick<Db, 'select'>, userId: number): Promise<AuditActor> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { kind: 'host', id: userId, label: user ? labelOf(user) : `Anfitrião ${userId}` };
}
