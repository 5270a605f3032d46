import type { MailMessage } from '../mail-message';
import { plainText, renderMail } from './layout';

export type NewMessageMailInput = {
  /** The host's e-mail. */
  to: string;
  hostName: string;
  eventTitle: string;
  senderName: string;
  message: string;
  /** The host dashboard's messages page. */
  dashboardUrl: string;
};

/** To the host when a guest leaves a message (recado) on the event site. */
export function newMessageMail(input: NewMessageMailInput): MailMessage {
  const senderName = plainText(input.senderName);
  return renderMail(input.to, `Novo recado de ${senderName}`, [
    { kind: 'paragraph', text: `Olá, ${plainText(input.hostName)}!` },
    { kind: 'paragraph', text: `${senderName} deixou um recado no site de ${plainText(input.eventTitle)}:` },
    { kind: 'quote', text: plainText(input.message) },
    { kind: 'link', label: 'Ver recados', url: input.dashboardUrl },
  ]);
}
