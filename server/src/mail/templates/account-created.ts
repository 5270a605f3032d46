import type { MailMessage } from '../mail-message';
import { plainText, renderMail } from './layout';

export type AccountCreatedMailInput = {
  /** The new host's e-mail, which is also their login. */
  to: string;
  firstName: string;
  /** The host dashboard's login page. */
  loginUrl: string;
};

/** To a host when their account is created (the pre-registration became a user and an event). */
export function accountCreatedMail(input: AccountCreatedMailInput): MailMessage {
  return renderMail(input.to, 'Sua conta foi criada com sucesso!', [
    { kind: 'paragraph', text: `Olá, ${plainText(input.firstName)}!` },
    {
      kind: 'paragraph',
      text: `Sua conta na Celebra está pronta. Faça o login com o e-mail ${input.to} para começar a usar o site: personalize as cores e os textos, a galeria e a lista de presentes, e compartilhe o link com os convidados.`,
    },
    { kind: 'link', label: 'Fazer login', url: input.loginUrl },
  ]);
}
