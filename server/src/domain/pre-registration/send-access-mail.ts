import { preRegisterAccessMail } from '../../mail/templates/index';
import type { Services } from '../services';
import { ACCESS_LINK_HOURS } from './pre-register-proof';

/** The host app's pre-registration page that proves the address: its e-mail and access code. */
export function accessUrl(services: Services, email: string, code: string): string {
  const query = new URLSearchParams({ email, code });
  return `${services.config.appUrls.users}/pre-register?${query.toString()}`;
}

/** Mails the access link (and the fee's checkout, on a registration) to the request's address. */
export function sendAccessMail(
  services: Services,
  request: { email: string; firstName: string },
  code: string,
  payment?: { link: string; amountCents: number },
): Promise<void> {
  return services.mail.send(
    preRegisterAccessMail({
      to: request.email,
      firstName: request.firstName,
      accessUrl: accessUrl(services, request.email, code),
      validHours: ACCESS_LINK_HOURS,
      ...(payment ? { payment } : {}),
    }),
  );
}
