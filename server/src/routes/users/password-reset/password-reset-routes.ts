import { createHash } from 'node:crypto';
import { type apiRoutes, ZPasswordResetRequestBodySchema } from '@celebra/shared/api';
import { formatDate, formatTime } from '@celebra/shared/format';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeEmail } from '../../../auth/verify-login';
import { PLATFORM_TIME_ZONE } from '../../../db/list-query';
import { findResetAccount, type ResetAccountKind } from '../../../domain/password-reset/reset-account';
import { resetPassword } from '../../../domain/password-reset/reset-password';
import {
  RESET_LINK_MINUTES,
  storePasswordResetLink,
} from '../../../domain/password-reset/store-password-reset-link';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { passwordChangedMail, passwordResetMail } from '../../../mail/templates/index';
import { tooManyAttempts } from '../../../plugins/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How often a link may be asked for and used. Asking is counted per client (one machine trying
 * many addresses) and per address (many machines asking for one): five an hour per address is
 * also what the mail plugin lets reach an address from what strangers can trigger, so the sixth
 * would be dropped there silently; here it is a 429 the person sees. Both are counted for every
 * address typed, registered or not, so a 429 tells nothing about the address either. The reset
 * itself runs argon2 on the new password, so it is limited per client like a login.
 */
export const PASSWORD_RESET_LIMITS = {
  requestPerClient: { max: 10, timeWindow: HOUR },
  requestPerAddress: { max: 5, timeWindow: HOUR },
  resetPerClient: { max: 10, timeWindow: 10 * MINUTE },
} as const;

type Calls =
  | {
      kind: 'host';
      request: typeof apiRoutes.usersRequestPasswordReset;
      reset: typeof apiRoutes.usersResetPassword;
    }
  | {
      kind: 'admin';
      request: typeof apiRoutes.adminRequestPasswordReset;
      reset: typeof apiRoutes.adminResetPassword;
    };

/** The app whose '/redefinir-senha' page the link opens; the token after '#' never reaches a server. */
function resetUrl(app: FastifyInstance, kind: ResetAccountKind, token: string): string {
  return `${kind === 'host' ? app.config.appUrls.users : app.config.appUrls.admin}/redefinir-senha#${token}`;
}

/** The counters' key of an address: its SHA-256, so rate_limits holds no address. */
function addressKey(request: FastifyRequest): string {
  const parsed = ZPasswordResetRequestBodySchema.safeParse(request.body);
  const email = parsed.success ? normalizeEmail(parsed.data.email) : '';
  return createHash('sha256').update(email).digest('hex');
}

/**
 * 'Esqueci minha senha' for one kind of account (the host dashboard's, the back office's), both
 * public:
 *
 * - request: the same answer, in about the same time, whether or not the address has an active
 *   account: the look-up (one indexed read) is awaited either way, and only for an account is a
 *   link stored and mailed, not awaited, after the answer has gone;
 * - reset: the mailed link's token and a new password (the shared contract holds each kind's
 *   rule): every session of the account ends, and the account is mailed that its password changed.
 */
export function passwordResetRoutes(calls: Calls): FastifyPluginAsyncZod {
  const { kind } = calls;
  return async (app) => {
    const perClient = app.createRateLimit({
      ...PASSWORD_RESET_LIMITS.requestPerClient,
      keyGenerator: (request: FastifyRequest) => `password-reset:${kind}|client:${request.ip}`,
    });
    const perAddress = app.createRateLimit({
      ...PASSWORD_RESET_LIMITS.requestPerAddress,
      keyGenerator: (request: FastifyRequest) => `password-reset:${kind}|address:${addressKey(request)}`,
    });

    app.route({
      ...contractRoute(calls.request),
      // The client's count first: one machine over its own limit uses up no address's allowance.
      preHandler: async (request) => {
        for (const limit of [perClient, perAddress]) {
          const counted = await limit(request);
          if (!counted.isAllowed && counted.isExceeded) throw tooManyAttempts(counted.ttl);
        }
      },
      handler: async (request) => {
        const account = await findResetAccount(app.db, kind, normalizeEmail(request.body.email));
        if (account) {
          void storePasswordResetLink(app.db, kind, account.id).then(
            (token) =>
              app.mail.send(
                passwordResetMail({
                  to: account.email,
                  firstName: account.firstName,
                  resetUrl: resetUrl(app, kind, token),
                  validMinutes: RESET_LINK_MINUTES,
                }),
              ),
            (error: unknown) =>
              app.log.error({ err: error, kind }, 'a password reset link could not be stored'),
          );
        }
        return { success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE };
      },
    });

    app.route({
      ...contractRoute(calls.reset, { rateLimit: PASSWORD_RESET_LIMITS.resetPerClient }),
      handler: async (request) => {
        const account = await resetPassword(app.db, kind, request.body.token, request.body.password);
        if (!account) throw new HttpError(400, PASSWORD_RESET_LINK_INVALID_MESSAGE);
        const now = new Date();
        const zone = { timeZone: PLATFORM_TIME_ZONE };
        await app.mail.send(
          passwordChangedMail({
            to: account.email,
            firstName: account.firstName,
            changedAt: `${formatDate(now, zone)} às ${formatTime(now, zone)}`,
            how: 'reset',
          }),
        );
        return { success: true, message: PASSWORD_RESET_DONE_MESSAGE };
      },
    });
  };
}
