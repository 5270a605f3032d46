import type { MailMessage } from '../mail-message';
import { asNotice, brl, type MailBlock, type MailItem, plainText, renderMail } from './layout';

export type GiftReceivedMailInput = {
  /** The host's e-mail. */
  to: string;
  hostName: string;
  eventTitle: string;
  /** The buyer's name; empty shows 'Anônimo', as the received-gifts page does. */
  guestName: string;
  items: MailItem[];
  /** The note the guest typed at checkout for the hosts; null or blank when none. */
  guestMessage?: string | null;
  /** What the host receives of this purchase (the purchase's userAmount), in centavos. */
  userAmountCents: number;
  /** The host dashboard's received-gifts page. */
  dashboardUrl: string;
  /**
   * The host's user id: with it the mail is a notice (MailKind), folded into the notices' summary
   * past the host's hourly few, where `line` below stands for it.
   */
  hostId?: number;
};

/**
 * To the host on each approved gift purchase, with the guest's note when they left one. The
 * subject names no guest: the mail log records subjects.
 */
export function giftReceivedMail(input: GiftReceivedMailInput): MailMessage {
  const guest = plainText(input.guestName.trim()) || 'Anônimo';
  const eventTitle = plainText(input.eventTitle);
  const gifts = input.items.map((item) => `${item.quantity} × ${plainText(item.name)}`).join(', ');
  const line = `Presente de ${guest}: ${gifts} (${brl(input.userAmountCents)} no seu saldo)`;
  const note = input.guestMessage?.trim();
  const noteBlocks: MailBlock[] = note
    ? [
        { kind: 'paragraph', text: `${guest} deixou um recado:` },
        { kind: 'quote', text: plainText(note) },
      ]
    : [];
  const mail: MailMessage = {
    ...renderMail(input.to, 'Você recebeu um presente!', [
      { kind: 'paragraph', text: `Olá, ${plainText(input.hostName)}!` },
      {
        kind: 'paragraph',
        text: `${guest} acabou de dar um presente para ${eventTitle}. O pagamento foi aprovado.`,
      },
      { kind: 'items', items: input.items },
      ...noteBlocks,
      {
        kind: 'paragraph',
        text: `Valor creditado no seu saldo: ${brl(input.userAmountCents)}.`,
      },
      { kind: 'link', label: 'Ver presentes recebidos', url: input.dashboardUrl },
    ]),
    followsPayment: true,
  };
  return asNotice(mail, input.hostId, line);
}
