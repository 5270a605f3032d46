import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  checkSitePassword,
  type SitePasswordCheck,
  TooManyGuessesError,
} from '../../domain/site-password/check-site-password';

/**
 * The site password's gate for a guest's request (the page, a message, a presence confirmation, a
 * purchase): the domain's check, counted against the client's address, and a refusal for too
 * many guesses answered with the Retry-After header the guest site waits by.
 */
export async function requireSitePassword(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  check: Omit<SitePasswordCheck, 'clientIp'>,
): Promise<void> {
  try {
    await checkSitePassword(db, { ...check, clientIp: request.ip });
  } catch (error) {
    if (error instanceof TooManyGuessesError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
