import type { MailMessage } from '../mail-message';
import { asNotice, plainText, renderMail } from './layout';

export type DeliverySentMailInput = {
  /** The host's e-mail. */
  to: string;
  hostName: string;
  eventTitle: string;
  giftName: string;
  quantity: number;
  carrier: string;
  trackingCode: string;
  /** The host dashboard's received-gifts page. */
  dashboardUrl: string;
  /** The host's user id: the mail is a notice, folded into the notices' summary past the hourly few. */
  hostId?: number;
};

/**
 * To the host when a gift to be delivered leaves for their address, with the carrier and the
 * tracking code. The subject names no guest nor address: the mail log records subjects.
 */
export function deliverySentMail(input: DeliverySentMailInput): MailMessage {
  const gift = `${input.quantity} × ${plainText(input.giftName)}`;
  const carrier = plainText(input.carrier);
  const code = plainText(input.trackingCode);
  const line = `Presente enviado: ${gift} (${carrier}, rastreio ${code})`;
  const mail = renderMail(input.to, 'Um presente está a caminho!', [
    { kind: 'paragraph', text: `Olá, ${plainText(input.hostName)}!` },
    {
      kind: 'paragraph',
      text: `Enviamos ${gift}, presente de ${plainText(input.eventTitle)}, para o seu endereço de entrega.`,
    },
    { kind: 'paragraph', text: `Transportadora: ${carrier}. Código de rastreio: ${code}.` },
    { kind: 'link', label: 'Ver presentes recebidos', url: input.dashboardUrl },
  ]);
  return asNotice(mail, input.hostId, line);
}
