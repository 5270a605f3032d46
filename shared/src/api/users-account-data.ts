/** The host's own data: the download of all of it (a zip file), and the deletion of the account. */
import { z } from 'zod';
import { ACCOUNT_DELETE_CONFIRMATION_MESSAGE } from '../messages/account';
import { passwordText } from '../validation/fields';
import { requiredFieldMessage } from '../validation/messages';
import { ZOkResponse } from './common';

/** The word the host types to say they mean it. */
export const ACCOUNT_DELETE_CONFIRMATION_WORD = 'EXCLUIR';

/** POST /users/account/export: the account's password, asked again before everything is handed over. */
export const ZUsersExportAccountDataBodySchema = z.object({
  password: passwordText('password', requiredFieldMessage('password')),
});
export type TUsersExportAccountDataBody = z.input<typeof ZUsersExportAccountDataBodySchema>;

/** The zip file itself (application/zip), streamed; its name is celebra-meus-dados-YYYY-MM-DD.zip. */
export const ZUsersExportAccountDataResponseSchema = z.unknown();

/** POST /users/account/delete: the password and the word EXCLUIR, typed (in any case). */
export const ZUsersDeleteAccountBodySchema = z.object({
  password: passwordText('password', requiredFieldMessage('password')),
  // In any case and with spaces around: 'excluir' on a phone's keyboard means the same.
  confirmation: z
    .string(ACCOUNT_DELETE_CONFIRMATION_MESSAGE)
    .trim()
    .toUpperCase()
    .pipe(z.literal(ACCOUNT_DELETE_CONFIRMATION_WORD, ACCOUNT_DELETE_CONFIRMATION_MESSAGE)),
});
export type TUsersDeleteAccountBody = z.input<typeof ZUsersDeleteAccountBodySchema>;
export const ZUsersDeleteAccountResponseSchema = ZOkResponse;
export type TUsersDeleteAccountResponse = z.infer<typeof ZUsersDeleteAccountResponseSchema>;
