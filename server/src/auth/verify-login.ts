import { hashPassword, verifyPassword } from './password';

/** Ten attempts a minute per address and login route: enough for typos, too few to guess. */
export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` opens `account`. An unknown e-mail is checked against a dummy hash with the
 * same parameters, so the answer takes as long and timing does not reveal which e-mails exist.
 */
export async function verifyLogin(
  account: { passwordHash: string; active: boolean } | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('celebra-timing-equaliser');
  const isValid = await verifyPassword(account?.passwordHash ?? (await dummyHash), password);
  return isValid && account?.active === true;
}

/** E-mails are stored trimmed and lower-cased (a check constraint says so); look them up the same way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
