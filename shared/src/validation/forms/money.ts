/** Money forms of the admin panel: payout conclusion, platform settings, transaction status. */
import { z } from 'zod';
import {
  LIST_CREATION_FEE_REQUIRED_MESSAGE,
  PAYOUT_SHORTFALL_REASON_REQUIRED_MESSAGE,
  paidAboveRequestedMessage,
} from '../../messages/admin';
import { PAYOUT_CLOSING_STATUSES } from '../../models/payout';
import { TRANSACTION_STATUSES } from '../../models/transaction';
import {
  coercedMoneyAmount,
  colorField,
  hasAtMostTwoDecimals,
  LIMITS,
  optionalText,
  requiredText,
} from '../fields';
import { ADMIN_SETTINGS_MESSAGES, invalidFieldMessage, PAYOUT_MESSAGES } from '../messages';
import { PIX_END_TO_END_ID_PATTERN } from '../patterns';

/**
 * The transfer's proof, optional: the Pix end-to-end id (PIX_END_TO_END_ID_PATTERN), spaces around
 * it dropped; blank reads as not given.
 */
const endToEndId = z
  .string(PAYOUT_MESSAGES.endToEndIdInvalid)
  .trim()
  .refine((value) => value === '' || PIX_END_TO_END_ID_PATTERN.test(value), PAYOUT_MESSAGES.endToEndIdInvalid)
  .nullish()
  .transform((value) => value || null);

/**
 * 'Concluir Repasse' (PUT /admin/payouts/{id}/conclude): an amount above zero and, when it is less
 * than requested, why (`reason`); the transfer's Pix end-to-end id; and, to pay although the host's
 * money no longer covers it, why (`overrideReason`: the server refuses without it). The server
 * checks the amounts against the payout and the balance; the modal uses
 * `payoutConclusionFormSchema(requested)`, which checks what it can before sending.
 */
export const ZPayoutConclusionFormSchema = z.object({
  paidAmount: coercedMoneyAmount('paidAmount', { invalid: PAYOUT_MESSAGES.amountInvalid, positive: true }),
  reason: optionalText('reason', LIMITS.text),
  endToEndId,
  overrideReason: optionalText('overrideReason', LIMITS.text),
});
export type TPayoutConclusionForm = z.input<typeof ZPayoutConclusionFormSchema>;

/** The conclusion's rules against the payout's requested amount (reais): the server's, on the form. */
export function payoutConclusionFormSchema(requestedAmount: number) {
  return ZPayoutConclusionFormSchema.superRefine((form, context) => {
    if (form.paidAmount > requestedAmount) {
      context.addIssue({
        code: 'custom',
        path: ['paidAmount'],
        message: paidAboveRequestedMessage(requestedAmount),
      });
    } else if (form.paidAmount < requestedAmount && !form.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: PAYOUT_SHORTFALL_REASON_REQUIRED_MESSAGE,
      });
    }
  });
}

/**
 * 'Falhou' / 'Cancelado' (PUT /admin/payouts/{id}/close): the new status and why, required; the
 * requested money goes back to the host's balance.
 */
export const ZPayoutClosingFormSchema = z.object({
  status: z.enum(PAYOUT_CLOSING_STATUSES, PAYOUT_MESSAGES.closingStatusInvalid),
  reason: requiredText('reason', { required: PAYOUT_MESSAGES.closingReasonRequired, max: LIMITS.text }),
});
export type TPayoutClosingForm = z.input<typeof ZPayoutClosingFormSchema>;

/** An emptied field (blank text, null) reads as missing, never as zero. */
const emptyAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const {
  percentageGiftRange,
  listCreationFeeInvalid,
  colorsRequired,
  maxInstallmentsRange,
  installmentInterestInvalid,
  holdingDaysRange,
} = ADMIN_SETTINGS_MESSAGES;

/** Who pays a card's installment interest: the guest (the provider's rates) or the platform. */
export const INSTALLMENT_INTEREST_PAYERS = ['GUEST', 'PLATFORM'] as const;
export type TInstallmentInterest = (typeof INSTALLMENT_INTEREST_PAYERS)[number];

const wholeNumberBetween = (min: number, max: number, message: string) =>
  z.coerce.number<string | number>(message).int(message).min(min, message).max(max, message);

/**
 * Admin settings (PUT /admin/settings). The card's installments and the holding days may be left
 * out by an older client: what is absent keeps its saved value.
 */
export const ZAdminSettingsFormSchema = z.object({
  percentageGift: z.coerce
    .number<string | number>(percentageGiftRange)
    .min(1, percentageGiftRange)
    .max(100, percentageGiftRange)
    .refine(hasAtMostTwoDecimals, 'O percentual de doação deve ter no máximo 2 casas decimais.'),
  listCreationFee: z.preprocess(
    emptyAsMissing,
    z
      // The message on each option too: the forms' resolver reports a union's first option's issue.
      .union(
        [z.number(LIST_CREATION_FEE_REQUIRED_MESSAGE), z.string(LIST_CREATION_FEE_REQUIRED_MESSAGE)],
        LIST_CREATION_FEE_REQUIRED_MESSAGE,
      )
      .pipe(coercedMoneyAmount('listCreationFee', { invalid: listCreationFeeInvalid })),
  ),
  color: colorField('color', colorsRequired),
  colorSecondary: colorField('colorSecondary', colorsRequired),
  maxInstallments: wholeNumberBetween(1, 12, maxInstallmentsRange).optional(),
  installmentInterest: z.enum(INSTALLMENT_INTEREST_PAYERS, installmentInterestInvalid).optional(),
  holdingDays: wholeNumberBetween(0, 60, holdingDaysRange).optional(),
  autoPublishEvents: z.boolean(invalidFieldMessage('autoPublishEvents')).optional(),
});
export type TAdminSettingsForm = z.input<typeof ZAdminSettingsFormSchema>;

export const STATUS_INVALID_MESSAGE = 'Status inválido.';

export const STATUS_REASON_REQUIRED_MESSAGE = 'Informe o motivo da alteração (de 3 a 500 caracteres).';

/**
 * 'Alterar status' (PUT /admin/transactions/{id}/status): the status and why (kept in the audit
 * log). The server then checks it against the provider's own state of the payment.
 */
export const ZTransactionStatusFormSchema = z.object({
  status: z.enum(TRANSACTION_STATUSES, STATUS_INVALID_MESSAGE),
  reason: z
    .string(STATUS_REASON_REQUIRED_MESSAGE)
    .trim()
    .min(3, STATUS_REASON_REQUIRED_MESSAGE)
    .max(500, STATUS_REASON_REQUIRED_MESSAGE),
});
export type TTransactionStatusForm = z.input<typeof ZTransactionStatusFormSchema>;
