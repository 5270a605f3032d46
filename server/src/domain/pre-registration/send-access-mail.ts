import type { FastifyInstance } from 'fastify';
import { preRegisterAccessMail } from '../../mail/templates/index';
import { ACCESS_LINK_HOURS } from './pre-register-proof';

/** The host app's pre-registration page that proves the address: its e-mail and access code. */
export function accessUrl(app: FastifyInstance, email: string, code: string): string {
  const query = new URLSearchParams({ email, code });
  return `${app.config.appUrls.users}/pre-register?${query.toString()}`;
}

/** Mails the access link (and the fee's checkout, on a registration) to the request's address. */
export function sendAccessMail(
  app: FastifyInstance,
  request: { email: string; firstName: string },
  code: string,
  payment?: { link: string; amountCents: number },
): Promise<void> {
  return app.mail.send(
    preRegisterAccessMail({
      to: request.email,
      firstName: request.firstName,
      accessUrl: accessUrl(app, request.email, code),
      validHours: ACCESS_LINK_HOURS,
      ...(payment ? { payment } : {}),
    }),
  );
}
