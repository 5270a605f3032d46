import type { MailMessage } from '../mail-message';
import { plainText, renderMail } from './layout';

export type PayoutDestinationChangedMailInput = {
  /** The host's e-mail. */
  to: string;
  hostName: string;
  /** The Pix key type as the screens name it ('E-mail', 'Celular'...). */
  pixKeyTypeLabel: string;
  /** The new Pix key, masked: the mail may be read on any screen. Shown as text, never a link. */
  maskedPixKey: string;
  /** When it changed, 'DD/MM/AAAA às HH:mm' in Brasília time. */
  changedAt: string;
  /** The host dashboard's page of the payouts. */
  dashboardUrl: string;
};

/**
 * To the host when the destination of their payouts changes: if it was not them, this mail is how
 * they learn that someone with their password is sending their money elsewhere.
 */
export function payoutDestinationChangedMail(input: PayoutDestinationChangedMailInput): MailMessage {
  // A security alert: never capped nor dropped (plugins/mail.ts), first in the queue.
  const mail = renderMail(input.to, 'Seus dados para repasse foram alterados', [
    { kind: 'paragraph', text: `Olá, ${plainText(input.hostName)}!` },
    {
      kind: 'paragraph',
      text: `Os dados para repasse da sua conta foram alterados em ${input.changedAt}. Os próximos repasses serão enviados para a chave Pix (${input.pixKeyTypeLabel}) ${plainText(input.maskedPixKey)}.`,
    },
    {
      kind: 'paragraph',
      text: 'Se não foi você, troque sua senha e fale com o suporte da Celebra imediatamente.',
    },
    { kind: 'link', label: 'Ver dados para repasse', url: input.dashboardUrl },
  ]);
  return { ...mail, kind: 'security' };
}
