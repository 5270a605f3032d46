/**
 * 'Dados para repasse' (PUT /users/payout-destination): who receives the payouts (name and CPF or
 * CNPJ) and the Pix key they go to, confirmed with the account's password. The document and the
 * key are checked by their type and come out as they are stored (see `normalizePixKey`).
 */
import { z } from 'zod';
import {
  CNPJ_INVALID_MESSAGE,
  CPF_INVALID_MESSAGE,
  DOCUMENT_TYPE_INVALID_MESSAGE,
  PIX_KEY_INVALID_MESSAGE,
  PIX_KEY_TYPE_INVALID_MESSAGE,
} from '../messages/payout';
import { DOCUMENT_TYPES, PIX_KEY_TYPES } from '../models/payout-destination';
import { documentDigits, isValidCnpj, isValidCpf } from './document';
import { naming, passwordText, requiredText } from './fields';
import { maxLengthMessage, requiredFieldMessage } from './messages';
import { normalizePixKey } from './pix-key';

// Longer than any document or key typed with its punctuation; what is longer is not one.
const MAX_TYPED = 100;

const typedText = (field: string) =>
  z
    .string(naming((at) => requiredFieldMessage(field, at)))
    .trim()
    .min(1, requiredFieldMessage(field))
    .max(MAX_TYPED, maxLengthMessage(field, MAX_TYPED));

export const ZPayoutDestinationFormSchema = z
  .object({
    holderName: requiredText('holderName'),
    documentType: z.enum(DOCUMENT_TYPES, DOCUMENT_TYPE_INVALID_MESSAGE),
    document: typedText('document'),
    pixKeyType: z.enum(PIX_KEY_TYPES, PIX_KEY_TYPE_INVALID_MESSAGE),
    pixKey: typedText('pixKey'),
    currentPassword: passwordText('currentPassword', requiredFieldMessage('currentPassword')),
  })
  .transform((form, ctx) => {
    const documentOk = form.documentType === 'CPF' ? isValidCpf(form.document) : isValidCnpj(form.document);
    if (!documentOk) {
      const message = form.documentType === 'CPF' ? CPF_INVALID_MESSAGE : CNPJ_INVALID_MESSAGE;
      ctx.addIssue({ code: 'custom', path: ['document'], message });
    }
    const pixKey = normalizePixKey(form.pixKeyType, form.pixKey);
    if (pixKey === null) ctx.addIssue({ code: 'custom', path: ['pixKey'], message: PIX_KEY_INVALID_MESSAGE });
    if (!documentOk || pixKey === null) return z.NEVER;
    return { ...form, document: documentDigits(form.document), pixKey };
  });
export type TPayoutDestinationForm = z.input<typeof ZPayoutDestinationFormSchema>;
export type TPayoutDestinationInput = z.output<typeof ZPayoutDestinationFormSchema>;
