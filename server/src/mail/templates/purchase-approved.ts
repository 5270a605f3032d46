import type { MailMessage } from '../mail-message';
import { type MailItem, plainText, renderMail } from './layout';

export type PurchaseApprovedMailInput = {
  /** The guest's e-mail, as typed at checkout. */
  to: string;
  guestName: string;
  eventTitle: string;
  /** What the guest bought, at the final prices they paid. */
  items: MailItem[];
  totalCents: number;
  /** The event site, for the way back. */
  eventUrl: string;
};

/**
 * To the guest when the payment of their purchase is approved: the confirmation e-mail the
 * checkout-success page promises ('Em breve você receberá um e-mail de confirmação').
 */
export function purchaseApprovedMail(input: PurchaseApprovedMailInput): MailMessage {
  const greeting = input.guestName.trim() ? `Olá, ${plainText(input.guestName.trim())}!` : 'Olá!';
  const eventTitle = plainText(input.eventTitle);
  return {
    ...renderMail(input.to, `Presente confirmado: ${eventTitle}`, [
      { kind: 'paragraph', text: greeting },
      {
        kind: 'paragraph',
        text: `O pagamento foi aprovado e o seu presente para ${eventTitle} foi enviado com sucesso. Este é o e-mail de confirmação dos presentes que você comprou:`,
      },
      { kind: 'items', items: input.items, totalCents: input.totalCents },
      { kind: 'paragraph', text: 'Os anfitriões já foram avisados. Obrigado pelo carinho!' },
      { kind: 'link', label: 'Voltar ao site do evento', url: input.eventUrl },
    ]),
    followsPayment: true,
  };
}
