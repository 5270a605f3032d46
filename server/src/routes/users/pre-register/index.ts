import { apiRoutes, ZUsersGetPreRegistrationErrorSchema } from '@celebra/shared/api';
import { slugify } from '@celebra/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword, verifyPassword } from '../../../auth/password';
import { LOGIN_RATE_LIMIT, normalizeEmail } from '../../../auth/verify-login';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { findPlatformFees } from '../../../payments/find-platform-fees';
import { checkEventInfo } from './check-event-info';
import { createPreUserRequest, deletePreUserRequest, updatePreUserRequest } from './create-pre-user-request';
import { findPreUserRequest, isUserEmail } from './find-pre-user-request';
import { startFeeCheckout } from './start-fee-checkout';

export const REQUEST_NOT_FOUND_MESSAGE = 'E-mail não encontrado!';
export const ACCOUNT_CREATED_MESSAGE =
  'Sua conta foi criada com sucesso! Faça o login para começar a usar o site.';
const ACCOUNT_EXISTS_MESSAGE = 'Este e-mail já possui uma conta. Faça o login.';

/**
 * The signed-out host journey (all public): register and pay the list creation fee
 * (pre-register), follow the payment (get), get a new link after a refusal (generate-payment),
 * then send the event wizard (event-info). The fee is read from the settings at that moment; a
 * zero fee approves at once.
 */
const preRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersPreRegister),
    handler: async (request) => {
      const { firstName, lastName, phoneNumber, password } = request.body;
      const email = normalizeEmail(request.body.email);
      if (await isUserEmail(app.db, email)) throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE);
      const { listCreationFeeCents } = await findPlatformFees(app.db);
      const id = await createPreUserRequest(app.db, {
        firstName,
        lastName,
        email,
        phoneNumber,
        passwordHash: await hashPassword(password),
        paymentStatus: listCreationFeeCents === 0 ? 'APPROVED' : 'PENDING',
      });
      if (listCreationFeeCents > 0) {
        try {
          await startFeeCheckout(app, { id, email, firstName }, listCreationFeeCents);
        } catch (error) {
          await deletePreUserRequest(app.db, id);
          throw error;
        }
      }
      return { success: true, message: 'Cadastro realizado com sucesso!' };
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
    handler: async (request, reply) => {
      const row = await findPreUserRequest(app.db, normalizeEmail(request.body.email));
      if (!row) throw new HttpError(404, REQUEST_NOT_FOUND_MESSAGE);
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
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersGeneratePreRegistrationPayment),
    handler: async (request) => {
      const row = await findPreUserRequest(app.db, normalizeEmail(request.body.email));
      if (!row) throw new HttpError(404, REQUEST_NOT_FOUND_MESSAGE);
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
      return { success: true, message: 'Link de pagamento gerado.', paymentLink };
    },
  });

  app.route({
    // The password confirms the submission, so it is rate-limited like a login.
    ...contractRoute(apiRoutes.usersSubmitEventInfo, { rateLimit: LOGIN_RATE_LIMIT }),
    handler: async (request) => {
      const { body } = request;
      const row = await findPreUserRequest(app.db, normalizeEmail(body.email));
      if (!row || !(await verifyPassword(row.passwordHash, body.password)))
        throw new HttpError(401, 'E-mail ou senha inválidos.');
      if (row.accountCreated) throw new HttpError(409, ACCOUNT_CREATED_MESSAGE);
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
