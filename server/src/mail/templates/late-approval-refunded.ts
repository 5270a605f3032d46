import type { MailMessage } from '../mail-message';
import { brl, type MailItem, plainText, renderMail } from './layout';

export type LateApprovalRefundedMailInput = {
  /** The guest's e-mail, as typed at checkout. */
  to: string;
  guestName: string;
  eventTitle: string;
  /** What the guest had chosen, at the prices they paid. */
  items: MailItem[];
  /** What the provider gives back: the whole payment. */
  refundedCents: number;
  /** The event site, to choose another gift. */
  eventUrl: string;
};

/**
 * To the guest whose checkout was paid after it had been refused or had expired, when what they
 * chose had meanwhile been given by someone else: the payment was refunded at once, nothing was
 * sold twice.
 */
export function lateApprovalRefundedMail(input: LateApprovalRefundedMailInput): MailMessage {
  const greeting = input.guestName.trim() ? `Olá, ${plainText(input.guestName.trim())}!` : 'Olá!';
  const eventTitle = plainText(input.eventTitle);
  return {
    ...renderMail(input.to, `Este presente já foi presenteado: ${eventTitle}`, [
      { kind: 'paragraph', text: greeting },
      {
        kind: 'paragraph',
        text: `O seu pagamento para ${eventTitle} foi aprovado depois que a compra tinha sido recusada ou expirada, e nesse meio-tempo outro convidado já tinha dado este presente:`,
      },
      { kind: 'items', items: input.items },
      {
        kind: 'paragraph',
        text: `Por isso o valor de ${brl(input.refundedCents)} foi devolvido (estornado) integralmente pelo Mercado Pago, no mesmo meio de pagamento. O prazo para aparecer depende do seu banco ou cartão.`,
      },
      { kind: 'paragraph', text: 'Se quiser, escolha outro presente na lista do evento.' },
      { kind: 'link', label: 'Voltar ao site do evento', url: input.eventUrl },
    ]),
    followsPayment: true,
  };
}
