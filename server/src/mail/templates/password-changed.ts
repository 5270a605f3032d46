import type { MailMessage } from '../mail-message';
import { plainText, renderMail } from './layout';

export type PasswordChangedMailInput = {
  to: string;
  firstName: string;
  /** When it changed, 'DD/MM/AAAA às HH:mm' in Brasília time. */
  changedAt: string;
  /** Whether it was a reset from a mailed link (every session ended) or a change in the settings. */
  how: 'reset' | 'change';
};

/**
 * To the account's address when its password changes, by a mailed link or in the settings: if it
 * was not them, this mail is how they learn someone else holds the account.
 */
export function passwordChangedMail(input: PasswordChangedMailInput): MailMessage {
  const ended =
    input.how === 'reset'
      ? 'Todos os aparelhos conectados à conta foram desconectados.'
      : 'Os outros aparelhos conectados à conta foram desconectados.';
  const mail = renderMail(input.to, 'Sua senha da Celebra foi alterada', [
    { kind: 'paragraph', text: `Olá, ${plainText(input.firstName)}!` },
    {
      kind: 'paragraph',
      text: `A senha da sua conta na Celebra foi alterada em ${input.changedAt}. ${ended}`,
    },
    {
      kind: 'paragraph',
      text: "Se não foi você, use 'Esqueci minha senha' na tela de login para criar uma nova senha e fale com o suporte da Celebra.",
    },
  ]);
  // A security alert: never capped nor dropped (plugins/mail.ts), first in the queue.
  return { ...mail, kind: 'security' };
}
