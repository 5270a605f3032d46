import type { MailMessage } from '../mail-message';
import { renderMail } from './layout';

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
  return renderMail(input.to, `Novo recado de ${input.senderName}`, [
    { kind: 'paragraph', text: `Olá, ${input.hostName}!` },
    { kind: 'paragraph', text: `${input.senderName} deixou um recado no site de ${input.eventTitle}:` },
    { kind: 'quote', text: input.message },
    { kind: 'link', label: 'Ver recados', url: input.dashboardUrl },
  ]);
}
