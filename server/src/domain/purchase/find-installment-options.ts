import type { TInstallmentOption } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import type { Services } from '../services';
import type { InstallmentInterest } from './find-purchase-basis';

// The card brand whose rates are shown before the checkout: the guest picks the card only there,
// and a seller's rates are the same for the major brands.
const QUOTED_CARD_BRAND = 'master';

export type InstallmentOptions = { available: boolean; options: TInstallmentOption[] };

/**
 * `totalCents` split in 1 to `max` installments without interest: each the total divided evenly
 * in centavos, the first taking the centavos left over, so that they add up to the total exactly.
 */
export function splitInterestFree(totalCents: number, max: number): TInstallmentOption[] {
  return Array.from({ length: max }, (_, index) => {
    const installments = index + 1;
    const each = Math.floor(totalCents / installments);
    const first = totalCents - each * (installments - 1);
    return {
      installments,
      installmentAmount: centsToReais(each),
      firstInstallmentAmount: centsToReais(first),
      totalAmount: centsToReais(totalCents),
      interestFree: true,
    };
  });
}

/**
 * The card's installments for a priced cart, as the checkout will offer them: with the platform
 * paying the interest (its interest-free pricing configured), the total split evenly; with the
 * guest paying it, the provider's rates for the amount, up to the platform's maximum. The
 * provider failing never stops a purchase: the answer then says its options are unavailable, and
 * the checkout shows them itself.
 */
export async function findInstallmentOptions(
  services: Pick<Services, 'config' | 'log' | 'payments'>,
  totalCents: number,
  settings: { max: number; interest: InstallmentInterest },
): Promise<InstallmentOptions> {
  const interestFree =
    settings.interest === 'PLATFORM' && services.config.mercadoPago.interestFreePricingId !== null;
  if (interestFree) return { available: true, options: splitInterestFree(totalCents, settings.max) };
  try {
    const costs = await services.payments.findInstallments(totalCents, QUOTED_CARD_BRAND);
    const options = costs
      .filter((cost) => cost.installments <= settings.max)
      .map((cost) => ({
        installments: cost.installments,
        installmentAmount: centsToReais(cost.installmentAmountCents),
        firstInstallmentAmount: centsToReais(cost.installmentAmountCents),
        totalAmount: centsToReais(cost.totalAmountCents),
        interestFree: cost.totalAmountCents <= totalCents,
      }));
    return options.length > 0 ? { available: true, options } : { available: false, options: [] };
  } catch (error) {
    services.log.warn({ err: error }, 'installments unavailable from the payment provider');
    return { available: false, options: [] };
  }
}
