import { RSVP_MESSAGES } from '@celebra/shared/messages';
import type { TCompanion, TGuestAnswer } from '@celebra/shared/models';
import type { MailMessage } from '../mail-message';
import { asNotice, type MailBlock, plainText, renderMail } from './layout';

export type GuestConfirmedMailInput = {
  /** The host's e-mail. */
  to: string;
  hostName: string;
  eventTitle: string;
  guestName: string;
  attending: boolean;
  /** The guest changed an answer given before. */
  updated: boolean;
  companions: TCompanion[];
  /** A companion up to this age counts as a child. */
  childrenMaxAge: number;
  answers: TGuestAnswer[];
  /** The host dashboard's guest list. */
  dashboardUrl: string;
  /**
   * The host's user id: with it the mail is a notice (MailKind), folded into the notices' summary
   * past the host's hourly few, where `line` below stands for it.
   */
  hostId?: number;
};

/**
 * To the host when a guest answers the confirmation form (if they chose to get these e-mails):
 * who, 'Vou' or 'Não poderei ir', the companions with the count of adults and children, and the
 * answers to the host's questions. The subject names no one, so a log line about the mail (it
 * carries the subject) holds no personal data.
 */
export function guestConfirmedMail(input: GuestConfirmedMailInput): MailMessage {
  const guestName = plainText(input.guestName);
  const subject = input.updated ? 'Resposta de presença atualizada' : 'Nova confirmação de presença';
  const answer = input.attending ? RSVP_MESSAGES.attendingLabel : RSVP_MESSAGES.decliningLabel;
  const children = input.companions.filter((companion) => companion.age <= input.childrenMaxAge).length;
  const adults = input.companions.length - children;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Olá, ${plainText(input.hostName)}!` },
    {
      kind: 'paragraph',
      text: `${guestName} ${input.updated ? 'atualizou a resposta' : 'respondeu'} no site de ${plainText(input.eventTitle)}: ${answer}.`,
    },
  ];
  if (input.attending && input.companions.length > 0) {
    blocks.push({
      kind: 'paragraph',
      text: `Acompanhantes (${plural(adults, 'adulto', 'adultos')} e ${plural(children, 'criança', 'crianças')}): ${input.companions
        .map((companion) => `${plainText(companion.name)} (${plural(companion.age, 'ano', 'anos')})`)
        .join(', ')}.`,
    });
  }
  for (const { question, answer: text } of input.answers) {
    blocks.push({ kind: 'paragraph', text: `${plainText(question)}: ${plainText(text)}` });
  }
  blocks.push({ kind: 'link', label: 'Ver lista de presença', url: input.dashboardUrl });
  const companions = input.attending && input.companions.length > 0 ? ` (+${input.companions.length})` : '';
  const line = `${guestName} ${input.updated ? 'atualizou a resposta' : 'respondeu'}: ${answer}${companions}`;
  return asNotice(renderMail(input.to, subject, blocks), input.hostId, line);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
