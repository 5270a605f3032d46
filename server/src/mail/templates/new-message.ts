import type { MailMessage } from '../mail-message';
import { asNotice, plainText, renderMail } from './layout';

export type NewMessageMailInput = {
  /** The host's e-mail. */
  to: string;
  hostName: string;
  eventTitle: string;
  senderName: string;
  message: string;
  /** The host dashboard's messages page. */
  dashboardUrl: string;
  /**
   * The host's user id: with it the mail is a notice (MailKind), folded into the notices' summary
   * past the host's hourly few, where `line` below stands for it.
   */
  hostId?: number;
};

/**
 * To the host when a guest leaves a message (recado) on the event site. The subject names no
 * guest: the mail log records subjects.
 */
export function newMessageMail(input: NewMessageMailInput): MailMessage {
  const senderName = plainText(input.senderName);
  const mail = renderMail(input.to, 'Novo recado no seu site', [
    { kind: 'paragraph', text: `Olá, ${plainText(input.hostName)}!` },
    { kind: 'paragraph', text: `${senderName} deixou um recado no site de ${plainText(input.eventTitle)}:` },
    { kind: 'quote', text: plainText(input.message) },
    { kind: 'link', label: 'Ver recados', url: input.dashboardUrl },
  ]);
  return asNotice(mail, input.hostId, `Recado de ${senderName}: “${plainText(clip(input.message))}”`);
}

/** A message as a summary's line shows it: its first 280 characters, on one line. */
function clip(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > 280 ? `${line.slice(0, 279)}…` : line;
}
