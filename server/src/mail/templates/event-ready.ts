import type { MailMessage } from '../mail-message';
import { plainText, renderMail } from './layout';

export type EventReadyMailInput = {
  /** The host's e-mail, which is also their login. */
  to: string;
  firstName: string;
  eventTitle: string;
  /** The host dashboard's login page. */
  loginUrl: string;
  /** The event's public site: the guest site's address and the slug. */
  eventUrl: string;
};

/**
 * To a prospective host when the back office created their event from their request: what the
 * waiting screen promised. The subject names nothing personal, so the log line of a mail that
 * could not be sent (it carries the subject) stays free of it.
 */
export function eventReadyMail(input: EventReadyMailInput): MailMessage {
  return renderMail(input.to, 'Seu evento na Celebra está pronto!', [
    { kind: 'paragraph', text: `Olá, ${plainText(input.firstName)}!` },
    {
      kind: 'paragraph',
      text: `O seu evento ${plainText(input.eventTitle)} foi aprovado e já está na Celebra. Faça o login com o e-mail ${input.to} para acessar o seu painel: personalize as cores e os textos, a galeria e a lista de presentes.`,
    },
    { kind: 'link', label: 'Acessar o meu painel', url: input.loginUrl },
    {
      kind: 'paragraph',
      text: 'Este é o endereço do site do seu evento, para compartilhar com os convidados:',
    },
    { kind: 'link', label: 'Ver o site do evento', url: input.eventUrl },
  ]);
}
