import { ZGuestsPurchaseBodySchema, ZGuestsPurchasePixBodySchema } from '@celebra/shared/api';
import { formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { TKeptDetails } from './kept-details';

export type TPaymentMethod = 'pix' | 'card';

/**
 * The checkout's form as typed: the way of paying, name and e-mail, the CPF (asked for a Pix
 * only, kept while the guest switches to the card and back) and the optional note to the hosts.
 */
export type TCheckoutValues = {
  method: TPaymentMethod;
  name: string;
  email: string;
  cpf: string;
  guestMessage: string;
};

const card = ZGuestsPurchaseBodySchema.shape;
const pix = ZGuestsPurchasePixBodySchema.shape;

/** What the card's purchase body takes from the form, with the contract's own fields and messages. */
const ZCardDetailsSchema = z.object({ name: card.name, email: card.email, guestMessage: card.guestMessage });
/** The Pix's: the same and the payer's CPF, sent as its 11 digits. */
const ZPixDetailsSchema = ZCardDetailsSchema.extend({ cpf: pix.cpf });

export type TCardDetails = z.output<typeof ZCardDetailsSchema>;
export type TPixDetails = z.output<typeof ZPixDetailsSchema>;
export type TCheckoutDetails = TCardDetails | TPixDetails;

const cardResolver: Resolver<TCheckoutValues, unknown, TCheckoutDetails> = formResolver(
  zodResolver(ZCardDetailsSchema),
);
const pixResolver: Resolver<TCheckoutValues, unknown, TCheckoutDetails> = formResolver(
  zodResolver(ZPixDetailsSchema),
);

/** The form's checks: the contract's body schema of the way of paying chosen. */
export const checkoutResolver: Resolver<TCheckoutValues, unknown, TCheckoutDetails> = (values, ...rest) =>
  (values.method === 'pix' ? pixResolver : cardResolver)(values, ...rest);

/** The order the guest reads the fields in: the first refused one is the one the alert names. */
const FIELD_ORDER = ['name', 'email', 'cpf', 'guestMessage'] as const;

/** The message of the first field refused, in the form's order. */
export function firstCheckoutMessage(errors: FieldErrors<TCheckoutValues>): string {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return '';
}

/** The form as it opens: the details kept for the tab (or the device's contact), never a CPF. */
export function checkoutValues(method: TPaymentMethod, kept: TKeptDetails): TCheckoutValues {
  return { method, name: kept.name, email: kept.email, cpf: '', guestMessage: kept.message };
}

/** What the tab keeps of the form: the details as typed, never the CPF. */
export function keptDetailsOf(values: TCheckoutValues): TKeptDetails {
  return { name: values.name, email: values.email, message: values.guestMessage };
}
