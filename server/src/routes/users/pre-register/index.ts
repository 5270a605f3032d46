import { apiRoutes, PRE_REGISTER_MESSAGES, ZUsersGetPreRegistrationErrorSchema } from '@celebra/shared/api';
import {
  ACCOUNT_CREATED_MESSAGE,
  EVENT_INFO_SENT_MESSAGE,
  EVENT_PUBLISHED_MESSAGE,
  FEE_ALREADY_APPROVED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../../../auth/password';
import { normalizeEmail } from '../../../auth/verify-login';
import { findPreUserRequest } from '../../../domain/pre-registration/find-pre-user-request';
import { findUsualWaitMinutes } from '../../../domain/pre-registration/find-usual-wait';
import {
  findProvenRequest,
  newAccessCode,
  storeAccessCode,
} from '../../../domain/pre-registration/pre-register-proof';
import { publishRequestEvent } from '../../../domain/pre-registration/publish-request-event';
import { registerPreUser } from '../../../domain/pre-registration/register-pre-user';
import { renewFeeCheckout } from '../../../domain/pre-registration/renew-fee-checkout';
import { sendAccessMail } from '../../../domain/pre-registration/send-access-mail';
import { submitEventInfo } from '../../../domain/pre-registration/submit-event-info';
import { verifyEmail } from '../../../domain/pre-registration/verify-email';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { limitPerClientAndProof, PRE_REGISTER_LIMITS } from './pre-register-limits';

/**
 * The signed-out host journey (all public): register and pay the list creation fee
 * (pre-register), follow the payment (get), get a new link after a refusal (generate-payment),
 * then send the event wizard (event-info), then wait for the event (get again: how long it usually
 * takes), unless the platform publishes it on its own (publishRequestEvent). The fee is read from the settings at that moment; a
 * zero fee approves at once.
 *
 * Anyone can type any e-mail address here, so nothing about a pre-registration is shown or
 * changed without a proof (`token` in the body), and the password chosen at registration is
 * only trusted once the address is proven:
 *
 * - registering answers a proof to the browser that registered, and mails the address an access
 *   link (a 256-bit code, 24 h). That browser may follow its request (status, pay link, a new
 *   checkout) for 24 h; whoever registered someone else's address sees only what they typed.
 * - the address is proven when a mailed link is opened together with the proof of the browser
 *   that registered last, or by whoever opens it choosing the password (another device, or an
 *   owner whose registration a stranger registered over): the reader of the mailbox and the
 *   person who chose the password are then the same, and every other browser's proof ends
 *   (verify-email.ts). Before that the event wizard cannot be sent and the admin wizard cannot
 *   reuse the password (routes/users/register), so paying the fee for someone else's address
 *   never sets the password the owner would log in with.
 * - an unproven request never keeps the owner out: registering the address again replaces it
 *   (create-pre-user-request.ts) and mails the owner a new link, and every link mailed before
 *   keeps working until it is used or expires; after 24 h its proofs stop working anyway.
 * - get, generate-payment and event-info answer one 403 to a missing, wrong or expired proof,
 *   whether or not the address has a request; send-code answers one message whether or not it
 *   mailed anything; so none of them tells a stranger whether an address registered.
 * - every call is limited per client, and the mail plugin caps the mails any address receives
 *   in an hour, so the routes cannot be used to flood a mailbox. Nothing is limited per e-mail
 *   address: a stranger could use that up and keep the owner from registering or from opening
 *   their link (pre-register-limits.ts).
 */
const preRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const proofNeeded = () => new HttpError(403, PRE_REGISTER_MESSAGES.proofNeeded);
  const limit = (name: keyof typeof PRE_REGISTER_LIMITS) =>
    limitPerClientAndProof(app, name, PRE_REGISTER_LIMITS[name]);

  app.route({
    ...contractRoute(apiRoutes.usersPreRegister),
    preHandler: limit('register'),
    handler: async (request) => {
      const { firstName, lastName, phoneNumber, password } = request.body;
      const email = normalizeEmail(request.body.email);
      const token = await registerPreUser(app.services, {
        firstName,
        lastName,
        email,
        phoneNumber,
        password,
      });
      return { success: true, message: PRE_REGISTER_MESSAGES.registered, token };
    },
  });

  // Once the account exists the look-up is a 409 carrying accountCreated (the shared contract's
  // ZUsersGetPreRegistrationErrorSchema): the host app then sends the visitor to the login.
  const getRoute = contractRoute(apiRoutes.usersGetPreRegistration);
  app.route({
    ...getRoute,
    schema: {
      ...getRoute.schema,
      response: { ...getRoute.schema.response, 409: ZUsersGetPreRegistrationErrorSchema },
    },
    preHandler: limit('get'),
    handler: async (request, reply) => {
      const row = await findProvenRequest(app.db, normalizeEmail(request.body.email), request.body.token);
      if (!row) throw proofNeeded();
      if (row.accountCreated) {
        return reply
          .status(409)
          .send({ success: false, message: ACCOUNT_CREATED_MESSAGE, accountCreated: true });
      }
      return {
        success: true,
        message: OK_MESSAGE,
        userRequest: {
          email: row.email,
          paymentStatus: row.paymentStatus,
          paymentLink: row.paymentStatus === 'PENDING' ? row.paymentLink : null,
          hasEventInfo: row.eventInfoJson !== null,
        },
        accountCreated: false,
        emailVerified: row.emailVerifiedAt !== null,
        supportWhatsapp: app.config.supportWhatsapp,
        // Only the waiting screen needs it: read once the wizard is in.
        usualWaitMinutes:
          row.eventInfoJson !== null && row.paymentStatus === 'APPROVED'
            ? await findUsualWaitMinutes(app.db)
            : null,
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersGeneratePreRegistrationPayment),
    preHandler: limit('generatePayment'),
    handler: async (request) => {
      const row = await findProvenRequest(app.db, normalizeEmail(request.body.email), request.body.token);
      if (!row) throw proofNeeded();
      if (row.accountCreated) throw new HttpError(409, ACCOUNT_CREATED_MESSAGE);
      if (row.paymentStatus === 'APPROVED') throw new HttpError(409, FEE_ALREADY_APPROVED_MESSAGE);
      return { success: true, ...(await renewFeeCheckout(app.services, row)) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersSendPreRegistrationCode),
    preHandler: limit('sendCode'),
    handler: async (request) => {
      const row = await findPreUserRequest(app.db, normalizeEmail(request.body.email));
      if (row && !row.accountCreated) {
        const access = newAccessCode();
        await storeAccessCode(app.db, row.id, access.codeHash, access.expiresAt);
        // Not awaited (app.mail.send never rejects): the answer takes no longer for an address
        // that has a request than for one that has none.
        void sendAccessMail(app.services, row, access.code);
      }
      return { success: true, message: PRE_REGISTER_MESSAGES.codeSent };
    },
  });

  const verifyRoute = contractRoute(apiRoutes.usersVerifyPreRegistration);
  app.route({
    ...verifyRoute,
    schema: {
      ...verifyRoute.schema,
      response: { ...verifyRoute.schema.response, 409: ZUsersGetPreRegistrationErrorSchema },
    },
    preHandler: limit('verify'),
    handler: async (request, reply) => {
      const { code, token, password } = request.body;
      const verification = await verifyEmail(app.db, {
        email: normalizeEmail(request.body.email),
        code,
        token,
        passwordHash: password === undefined ? undefined : await hashPassword(password),
      });
      switch (verification.kind) {
        case 'invalid':
          throw new HttpError(400, PRE_REGISTER_MESSAGES.codeInvalid);
        case 'accountCreated':
          return reply
            .status(409)
            .send({ success: false, message: ACCOUNT_CREATED_MESSAGE, accountCreated: true });
        case 'passwordNeeded':
          return {
            success: true,
            message: PRE_REGISTER_MESSAGES.passwordNeeded,
            token: null,
            passwordNeeded: true,
          };
        case 'verified':
          return {
            success: true,
            message: PRE_REGISTER_MESSAGES.verified,
            token: verification.token,
            passwordNeeded: false,
          };
      }
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersSubmitEventInfo),
    preHandler: limit('eventInfo'),
    handler: async (request) => {
      const { body } = request;
      const row = await findProvenRequest(app.db, normalizeEmail(body.email), body.token);
      if (!row) throw proofNeeded();
      await submitEventInfo(app.db, row, body);
      // With the fee approved already, the wizard is the last of the two: the event may be
      // published now (the setting on), and the answer says so.
      const published = await publishRequestEvent(app.services, row.id);
      return {
        success: true,
        message: published ? EVENT_PUBLISHED_MESSAGE : EVENT_INFO_SENT_MESSAGE,
        published,
      };
    },
  });
};

export default preRegisterRoutes;
