import { and, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import { createSessionToken, hashSessionToken } from '../../auth/session-token';
import type { Db } from '../../db/client';
import {
  type PreUserRequest,
  preRegisterCodes,
  preRegisterTokens,
  preUserRequests,
} from '../../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Handle = Db | Tx;

/**
 * Until its e-mail is proven, a pre-registration is only reachable for this long after it was
 * made, even from the browser that made it; after that it needs the mailed link. Never longer
 * than the access link lasts, so one window covers both.
 */
export const UNVERIFIED_HOURS = 24;
/** How long the mailed access link works. */
export const ACCESS_LINK_HOURS = UNVERIFIED_HOURS;
/** How long a browser's proof works once given (the admin may take days to create the event). */
const TOKEN_DAYS = 30;

const hoursAgo = (hours: number) => sql`now() - ${`${hours} hours`}::interval`;

/** A new random access code for the mailed link (256 bits) and what is stored of it. */
export function newAccessCode(now = new Date()) {
  const { token: code, tokenHash: codeHash } = createSessionToken();
  return { code, codeHash, expiresAt: new Date(now.getTime() + ACCESS_LINK_HOURS * 3_600_000) };
}

/**
 * Keeps a new access code of the request (the one about to be mailed), next to those mailed
 * before: each stays usable until it expires or is used, so a later registration or link never
 * takes away one already in the mailbox. The request's expired codes go at the same time.
 */
export async function storeAccessCode(
  db: Handle,
  preUserRequestId: number,
  codeHash: string,
  expiresAt: Date,
) {
  await db.insert(preRegisterCodes).values({ codeHash, preUserRequestId, expiresAt });
  await db
    .delete(preRegisterCodes)
    .where(
      and(
        eq(preRegisterCodes.preUserRequestId, preUserRequestId),
        lt(preRegisterCodes.expiresAt, sql`now()`),
      ),
    );
}

/** A new proof for a browser: stored hashed, answered once. */
export async function issueProof(db: Handle, preUserRequestId: number): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  await db.insert(preRegisterTokens).values({
    tokenHash,
    preUserRequestId,
    expiresAt: sql`now() + ${`${TOKEN_DAYS} days`}::interval`,
  });
  // The request's expired proofs go when a new one is made: a request has only a few.
  await db
    .delete(preRegisterTokens)
    .where(
      and(
        eq(preRegisterTokens.preUserRequestId, preUserRequestId),
        lt(preRegisterTokens.expiresAt, sql`now()`),
      ),
    );
  return token;
}

/** Every proof of a request stops working (the request was replaced by a new registration). */
export async function revokeProofs(db: Handle, preUserRequestId: number): Promise<void> {
  await db.delete(preRegisterTokens).where(eq(preRegisterTokens.preUserRequestId, preUserRequestId));
}

/** Whether `token` is a live proof of this request, whatever the state of its e-mail. */
export async function isProofOf(db: Handle, preUserRequestId: number, token: string | undefined) {
  if (!token) return false;
  const [row] = await db
    .select({ id: preRegisterTokens.preUserRequestId })
    .from(preRegisterTokens)
    .where(
      and(
        eq(preRegisterTokens.tokenHash, hashSessionToken(token)),
        eq(preRegisterTokens.preUserRequestId, preUserRequestId),
        gt(preRegisterTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The pre-registration of `email` if `token` proves the caller may see it: a live proof of that
 * very request, and the request's e-mail proven or the request less than UNVERIFIED_HOURS old.
 * Undefined otherwise, the same for an unknown e-mail, a wrong token and an expired request.
 */
export async function findProvenRequest(
  db: Db,
  email: string,
  token: string | undefined,
): Promise<PreUserRequest | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ request: preUserRequests })
    .from(preRegisterTokens)
    .innerJoin(preUserRequests, eq(preUserRequests.id, preRegisterTokens.preUserRequestId))
    .where(
      and(
        eq(preRegisterTokens.tokenHash, hashSessionToken(token)),
        gt(preRegisterTokens.expiresAt, sql`now()`),
        eq(preUserRequests.email, email),
        or(
          isNotNull(preUserRequests.emailVerifiedAt),
          gt(preUserRequests.createdAt, hoursAgo(UNVERIFIED_HOURS)),
        ),
      ),
    )
    .limit(1);
  return row?.request;
}
