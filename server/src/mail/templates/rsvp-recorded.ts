import { RSVP_MESSAGES } from '@celebra/shared/messages';
import type { TCompanion, TGuestAnswer } from '@celebra/shared/models';
import type { MailMessage } from '../mail-message';
import { type MailBlock, plainText, renderMail } from './layout';

export type RsvpRecordedMailInput = {
  /** The e-mail the guest typed on the form. */
  to: string;
  guestFirstName: string;
  eventTitle: string;
  attending: boolean;
  companions: TCompanion[];
  answers: TGuestAnswer[];
  /** 'DD/MM/AAAA, a partir das HH:mm', or null when the host has not set a date. */
  when: string | null;
  /** The place and its address, or null. */
  where: string | null;
  /** The event's site. */
  siteUrl: string;
};

/**
 * To the guest who answered the confirmation form, at the address they typed: what was stored
 * (the same words the site showed), the companions, the answers, and when and where. The subject
 * names no one, since the mail log records subjects. Transactional: it follows what the guest did,
 * to an address someone typed, so the per-address cap holds it.
 */
export function rsvpRecordedMail(input: RsvpRecordedMailInput): MailMessage {
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Olá, ${plainText(input.guestFirstName).trim() || 'Convidado(a)'}!` },
    {
      kind: 'paragraph',
      text: `Recebemos sua resposta para ${plainText(input.eventTitle)}. ${RSVP_MESSAGES.recorded(input.attending, input.companions.length)}`,
    },
  ];
  if (input.attending && input.companions.length > 0) {
    const names = input.companions.map(
      (companion) =>
        `${plainText(companion.name)} (${companion.age} ${companion.age === 1 ? 'ano' : 'anos'})`,
    );
    blocks.push({ kind: 'paragraph', text: `Acompanhantes: ${names.join(', ')}.` });
  }
  for (const { question, answer } of input.answers) {
    blocks.push({ kind: 'paragraph', text: `${plainText(question)}: ${plainText(answer)}` });
  }
  if (input.attending && input.when) blocks.push({ kind: 'paragraph', text: `Quando: ${input.when}` });
  if (input.attending && input.where)
    blocks.push({ kind: 'paragraph', text: `Onde: ${plainText(input.where)}` });
  blocks.push(
    { kind: 'paragraph', text: 'Se algo mudar, fale com os anfitriões.' },
    { kind: 'link', label: 'Ver o site do evento', url: input.siteUrl },
  );
  return renderMail(input.to, RSVP_MESSAGES.recordedSubject, blocks);
}
