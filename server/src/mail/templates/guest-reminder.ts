import type { MailMessage } from '../mail-message';
import { plainText, renderMail } from './layout';

export type GuestReminderMailInput = {
  /** The guest's e-mail. */
  to: string;
  guestName: string;
  eventTitle: string;
  /** The guest's personal link: the site with their form filled in. */
  invitationUrl: string;
  /** The last day to answer, 'DD/MM/AAAA', or null when there is none. */
  deadline: string | null;
  /** The guest's link to stop the reminders (signed; also the List-Unsubscribe header). */
  unsubscribeUrl: string;
  /** The day and time, 'DD/MM/AAAA, a partir das HH:mm', or null when the host has not set a date. */
  when: string | null;
  /** The place and its address, or null for a virtual event or one not filled in yet. */
  where: string | null;
};

/** Who a guest without a first name is greeted as (the CSV or the host may leave it blank). */
const UNNAMED_GUEST = 'Convidado(a)';

/**
 * To a guest the hosts invited who has not answered yet, sent by the host from the guest list.
 * The subject names no one (the event's title is the couple's names, often): a log line about the
 * mail carries the subject.
 */
export function guestReminderMail(input: GuestReminderMailInput): MailMessage {
  const eventTitle = plainText(input.eventTitle);
  const mail = renderMail(input.to, 'Lembrete: confirme sua presença', [
    { kind: 'paragraph', text: `Olá, ${plainText(input.guestName).trim() || UNNAMED_GUEST}!` },
    {
      kind: 'paragraph',
      text: `Você foi convidado(a) para ${eventTitle}. Conte para os anfitriões se você vai: leva menos de um minuto.`,
    },
    ...(input.when ? [{ kind: 'paragraph' as const, text: `Quando: ${input.when}` }] : []),
    ...(input.where ? [{ kind: 'paragraph' as const, text: `Onde: ${plainText(input.where)}` }] : []),
    ...(input.deadline
      ? [{ kind: 'paragraph' as const, text: `As respostas vão até ${input.deadline}.` }]
      : []),
    { kind: 'link', label: 'Responder ao convite', url: input.invitationUrl },
    {
      kind: 'paragraph',
      text: `Não quer receber lembretes? Descadastre-se: ${input.unsubscribeUrl}`,
    },
  ]);
  return { ...mail, kind: 'reminder', listUnsubscribe: input.unsubscribeUrl };
}
