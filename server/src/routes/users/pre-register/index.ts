import { apiRoutes, PRE_REGISTER_MESSAGES, ZUsersGetPreRegistrationErrorSchema } from '@celebra/shared/api';
import { slugify } from '@celebra/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword, verifyPassword } from '../../../auth/password';
import { normalizeEmail } from '../../../auth/verify-login';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { preRegisterPaymentMail } from '../../../mail/templates/index';
import { findPlatformFees } from '../../../payments/find-platform-fees';
import { checkEventInfo } from './check-event-info';
import {
  deletePreUserRequest,
  registerPreUserRequest,
  updatePreUserRequest,
} from './create-pre-user-request';
import { findPreUserRequest, isUserEmail } from './find-pre-user-request';
import { limitPerClientAndEmail, PRE_REGISTER_LIMITS } from './pre-register-limits';
import { findProvenRequest, isAccessCode, isProofOf, issueProof, newAccessCode } from './pre-register-proof';
import { sendAccessMail } from './send-access-mail';
import { startFeeCheckout } from './start-fee-checkout';
import { markEmailVerified, storeAccessCode } from './verify-email';

export const ACCOUNT_CREATED_MESSAGE =
  'Sua conta foi criada com sucesso! Faça o login para começar a usar o site.';
const ACCOUNT_EXISTS_MESSAGE = 'Este e-mail já possui uma conta. Faça o login.';

/**
 * The signed-out host journey (all public): register and pay the list creation fee
 * (pre-register), follow the payment (get), get a new link after a refusal (generate-payment),
 * then send the event wizard (event-info). The fee is read from the settings at that moment; a
 * zero fee approves at once.
 *
 * Anyone can type any e-mail address here, so nothing about a pre-registration is shown or
 * changed without a proof (`token` in the body), and the password chosen at registration is
 * only trusted once the address is proven:
 *
 * - registering answers a proof to the browser that registered, and mails the address an access
 *   link (a 256-bit code, 24 h). That browser may follow its request (status, pay link, a new
 *   checkout) for 24 h; whoever registered someone else's address sees only what they typed.
 * - the address is proven when the mailed link is opened together with that browser's proof
 *   (same browser) or the registration password (another device): the reader of the mailbox and
 *   the person who chose the password are then the same. Before that the event wizard cannot be
 *   sent and the admin wizard cannot reuse the password (routes/users/register), so paying the
 *   fee for someone else's address never sets the password the owner would log in with.
 * - an unproven request never keeps the owner out: registering the address again replaces it
 *   (create-pre-user-request.ts) and mails the owner a new link; after 24 h its proofs stop
 *   working anyway.
 * - get, generate-payment and event-info answer one 403 to a missing, wrong or expired proof,
 *   whether or not the address has a request; send-code answers one message whether or not it
 *   mailed anything; so none of them tells a stranger whether an address registered.
 * - every call is limited per client and per e-mail address, and the mail plugin caps the mails
 *   any address receives in an hour, so the routes cannot be used to flood a mailbox.
 */
const preRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const proofNeeded = () => new HttpError(403, PRE_REGISTER_MESSAGES.proofNeeded);
  const limit = (name: keyof typeof PRE_REGISTER_LIMITS) =>
    limitPerClientAndEmail(app, name, PRE_REGISTER_LIMITS[name]);

  app.route({
    ...contractRoute(apiRoutes.usersPreRegister),
    preHandler: limit('register'),
    handler: async (request) => {
      const { firstName, lastName, phoneNumber, password } = request.body;
      const email = normalizeEmail(request.body.email);
      if (await isUserEmail(app.db, email)) throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE);
      const { listCreationFeeCents } = await findPlatformFees(app.db);
      const access = newAccessCode();
      const { id, paymentStatus, token } = await registerPreUserRequest(app.db, {
        firstName,
        lastName,
        email,
        phoneNumber,
        passwordHash: await hashPassword(password),
        emailCodeHash: access.codeHash,
        emailCodeExpiresAt: access.expiresAt,
        feeWaived: listCreationFeeCents === 0,
      });
      let payment: { link: string; amountCents: number } | undefined;
      if (paymentStatus !== 'APPROVED') {
        try {
          const link = await startFeeCheckout(app, { id, email, firstName }, listCreationFeeCents);
          payment = { link, amountCents: listCreationFeeCents };
        } catch (error) {
          await deletePreUserRequest(app.db, id);
          throw error;
        }
      }
      await sendAccessMail(app, { email, firstName }, access.code, payment);
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
        message: 'OK',
        userRequest: {
          email: row.email,
          paymentStatus: row.paymentStatus,
          paymentLink: row.paymentStatus === 'PENDING' ? row.paymentLink : null,
          hasEventInfo: row.eventInfoJson !== null,
        },
        accountCreated: false,
        emailVerified: row.emailVerifiedAt !== null,
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
      if (row.paymentStatus === 'APPROVED') throw new HttpError(409, 'O pagamento da taxa já foi aprovado.');
      const { listCreationFeeCents } = await findPlatformFees(app.db);
      if (listCreationFeeCents === 0) {
        // The fee was waived since: nothing to pay, and the link leads back to the wizard.
        await updatePreUserRequest(app.db, row.id, { paymentStatus: 'APPROVED', paymentLink: null });
        const paymentLink = `${app.config.appUrls.users}/pre-register?email=${encodeURIComponent(row.email)}`;
        return { success: true, message: 'Nenhum pagamento é necessário.', paymentLink };
      }
      const paymentLink = await startFeeCheckout(app, row, listCreationFeeCents);
      await app.mail.send(
        preRegisterPaymentMail({
          to: row.email,
          firstName: row.firstName,
          paymentLink,
          amountCents: listCreationFeeCents,
        }),
      );
      return { success: true, message: 'Link de pagamento gerado.', paymentLink };
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
        void sendAccessMail(app, row, access.code);
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
      const row = await findPreUserRequest(app.db, normalizeEmail(request.body.email));
      if (!row || !isAccessCode(row, code)) throw new HttpError(400, PRE_REGISTER_MESSAGES.codeInvalid);
      if (row.accountCreated) {
        return reply
          .status(409)
          .send({ success: false, message: ACCOUNT_CREATED_MESSAGE, accountCreated: true });
      }
      if (row.emailVerifiedAt === null) {
        // The mailbox is proven by the code; that its reader also chose the password is proven
        // by the registering browser's token, or else by the password itself.
        if (!(await isProofOf(app.db, row.id, token))) {
          if (password === undefined)
            return {
              success: true,
              message: PRE_REGISTER_MESSAGES.passwordNeeded,
              token: null,
              passwordNeeded: true,
            };
          if (!(await verifyPassword(row.passwordHash, password)))
            throw new HttpError(401, PRE_REGISTER_MESSAGES.wrongPassword);
        }
        if (!(await markEmailVerified(app.db, row.id, code)))
          throw new HttpError(400, PRE_REGISTER_MESSAGES.codeInvalid);
      }
      return {
        success: true,
        message: PRE_REGISTER_MESSAGES.verified,
        token: await issueProof(app.db, row.id),
        passwordNeeded: false,
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersSubmitEventInfo),
    preHandler: limit('eventInfo'),
    handler: async (request) => {
      const { body } = request;
      const row = await findProvenRequest(app.db, normalizeEmail(body.email), body.token);
      if (!row) throw proofNeeded();
      if (!(await verifyPassword(row.passwordHash, body.password)))
        throw new HttpError(401, 'E-mail ou senha inválidos.');
      if (row.accountCreated) throw new HttpError(409, ACCOUNT_CREATED_MESSAGE);
      if (row.emailVerifiedAt === null) throw new HttpError(403, PRE_REGISTER_MESSAGES.emailNotVerified);
      if (row.paymentStatus !== 'APPROVED')
        throw new HttpError(409, 'O pagamento da taxa de criação ainda não foi aprovado.');
      const slug = body.slug ?? slugify(body.title);
      if (!slug) throw new HttpError(400, 'Informe um link para o evento.');
      await checkEventInfo(app.db, { requestId: row.id, ...body, slug });
      // Sent again before the account exists, it replaces the earlier answers.
      await updatePreUserRequest(app.db, row.id, {
        eventInfoJson: {
          eventTypeId: body.eventTypeId,
          eventCategoryId: body.eventCategoryId,
          title: body.title,
          slug,
          giftDeliveryPreference: body.giftDeliveryPreference,
          gifts: body.gifts,
        },
      });
      return { success: true, message: 'Informações enviadas!' };
    },
  });
};

export default preRegisterRoutes;
