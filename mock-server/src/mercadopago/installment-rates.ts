import type { Preference } from './types';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The stand-in's interest on a card's installments, a fixed table (per cent of the amount, for
 * 1 to 12 installments) close to what Mercado Pago charges a payer in Brazil, so that tests and
 * the demo can count on exact figures: 100.00 in 12x is 12 installments of 9.77, 117.24
 * (with interest the total is the installments' sum; without, the amount itself).
 */
export const INSTALLMENT_RATES: readonly number[] = [
  0, 4.59, 5.97, 7.33, 8.66, 9.96, 11.24, 12.5, 13.73, 14.93, 16.12, 17.28,
];

/** The most installments the stand-in offers (a preference may offer fewer). */
export const MAX_INSTALLMENTS = INSTALLMENT_RATES.length;

/** One row of payer_costs, in the real API's shape (only the fields a reader expects). */
export type PayerCost = {
  installments: number;
  installment_rate: number;
  discount_rate: 0;
  min_allowed_amount: number;
  max_allowed_amount: number;
  recommended_message: string;
  installment_amount: number;
  total_amount: number;
  payment_method_option_id: string;
};

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** What paying `amount` reais in `installments` costs; no interest at all when `interestFree`. */
export function payerCost(amount: number, installments: number, interestFree: boolean): PayerCost {
  const rate = interestFree ? 0 : (INSTALLMENT_RATES[installments - 1] ?? 0);
  const each = round2((amount * (1 + rate / 100)) / installments);
  // Without interest the payer pays the amount itself, however the installments round.
  const total = rate === 0 ? round2(amount) : round2(each * installments);
  const label = `${installments} parcela${installments > 1 ? 's' : ''} de ${BRL.format(each)}`;
  return {
    installments,
    installment_rate: rate,
    discount_rate: 0,
    min_allowed_amount: 1,
    max_allowed_amount: 100_000,
    recommended_message: rate === 0 ? `${label} sem juros` : `${label} (${BRL.format(total)})`,
    installment_amount: each,
    total_amount: total,
    payment_method_option_id: `celebra-mock-${installments}`,
  };
}

/** 1 to `max` installments of `amount`. */
export function payerCosts(amount: number, max = MAX_INSTALLMENTS, interestFree = false): PayerCost[] {
  return Array.from({ length: Math.min(max, MAX_INSTALLMENTS) }, (_, index) =>
    payerCost(amount, index + 1, interestFree),
  );
}

/** How a preference lets the payer split the card: at most its `payment_methods.installments`. */
export function offeredInstallments(preference: Preference): { max: number; interestFree: boolean } {
  const asked = preference.payment_methods?.installments ?? MAX_INSTALLMENTS;
  return {
    max: Math.max(1, Math.min(asked, MAX_INSTALLMENTS)),
    interestFree: preference.differential_pricing !== undefined,
  };
}
