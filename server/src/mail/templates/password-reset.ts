import type { MailMessage } from '../mail-message';
import { plainText, renderMail } from './layout';

export type PasswordResetMailInput = {
  /** The account's address (the one typed in 'Esqueci minha senha', found among the accounts). */
  to: string;
  firstName: string;
  /** The page of the app ('/redefinir-senha') with the token after '#', never sent to a server. */
  resetUrl: string;
  /** The minutes the link works. */
  validMinutes: number;
};

/**
 * The link 'Esqueci minha senha' mails. Anyone can type an address into that form, so the mail
 * says what ignoring it does. A transactional mail, held to the per-address cap like the other
 * links a stranger can trigger (plugins/mail.ts), so the form cannot flood a mailbox.
 */
export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  return renderMail(input.to, 'Crie uma nova senha na Celebra', [
    { kind: 'paragraph', text: `Olá, ${plainText(input.firstName)}!` },
    {
      kind: 'paragraph',
      text: `Recebemos um pedido para criar uma nova senha para a sua conta na Celebra. Abra o link abaixo para escolher a nova senha. Ele vale por ${input.validMinutes / 60} hora e só pode ser usado uma vez.`,
    },
    { kind: 'link', label: 'Criar nova senha', url: input.resetUrl },
    {
      kind: 'paragraph',
      text: 'Se não foi você que pediu, ignore este e-mail: a sua senha continua a mesma.',
    },
  ]);
}
