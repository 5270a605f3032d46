import type { MailMessage } from '../mail-message';
import { brl, type MailItem, plainText, renderMail } from './layout';

export type GiftReceivedMailInput = {
  /** The host's e-mail. */
  to: string;
  hostName: string;
  eventTitle: string;
  /** The buyer's name; empty shows 'Anônimo', as the received-gifts page does. */
  guestName: string;
  items: MailItem[];
  /** What the host receives of this purchase (the purchase's userAmount), in centavos. */
  userAmountCents: number;
  /** The host dashboard's received-gifts page. */
  dashboardUrl: string;
};

/** To the host on each approved gift purchase. */
export function giftReceivedMail(input: GiftReceivedMailInput): MailMessage {
  const guest = plainText(input.guestName.trim()) || 'Anônimo';
  const eventTitle = plainText(input.eventTitle);
  return {
    ...renderMail(input.to, `Você recebeu um presente de ${guest}!`, [
      { kind: 'paragraph', text: `Olá, ${plainText(input.hostName)}!` },
      {
        kind: 'paragraph',
        text: `${guest} acabou de dar um presente para ${eventTitle}. O pagamento foi aprovado.`,
      },
      { kind: 'items', items: input.items },
      {
        kind: 'paragraph',
        text: `Valor creditado no seu saldo: ${brl(input.userAmountCents)}.`,
      },
      { kind: 'link', label: 'Ver presentes recebidos', url: input.dashboardUrl },
    ]),
    followsPayment: true,
  };
}
