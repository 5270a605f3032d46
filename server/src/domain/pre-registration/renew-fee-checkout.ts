import { FEE_LINK_CREATED_MESSAGE, FEE_NOT_NEEDED_MESSAGE } from '@celebra/shared/messages';
import { preRegisterPaymentMail } from '../../mail/templates/index';
import type { Services } from '../services';
import { findPlatformFees } from '../settings/find-platform-fees';
import { updatePreUserRequest } from './create-pre-user-request';
import { startFeeCheckout } from './start-fee-checkout';

type FeeRequest = { id: number; email: string; firstName: string };

/**
 * A new checkout for a request's fee (after a refusal, or a lapsed link), at the fee of this
 * moment, mailed to the request's address. A fee waived since needs no payment: the request is
 * approved and the link leads back to the wizard. Answers the message and the link.
 */
export async function renewFeeCheckout(
  services: Services,
  request: FeeRequest,
): Promise<{ message: string; paymentLink: string }> {
  const { listCreationFeeCents } = await findPlatformFees(services.db);
  if (listCreationFeeCents === 0) {
    await updatePreUserRequest(services.db, request.id, { paymentStatus: 'APPROVED', paymentLink: null });
    const paymentLink = `${services.config.appUrls.users}/pre-register?email=${encodeURIComponent(request.email)}`;
    return { message: FEE_NOT_NEEDED_MESSAGE, paymentLink };
  }
  const paymentLink = await startFeeCheckout(services, request, listCreationFeeCents);
  await services.mail.send(
    preRegisterPaymentMail({
      to: request.email,
      firstName: request.firstName,
      paymentLink,
      amountCents: listCreationFeeCents,
    }),
  );
  return { message: FEE_LINK_CREATED_MESSAGE, paymentLink };
}
