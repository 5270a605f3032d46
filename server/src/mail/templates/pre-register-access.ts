import type { MailMessage } from '../mail-message';
import { brl, type MailBlock, plainText, renderMail } from './layout';

export type PreRegisterAccessMailInput = {
  /** The address typed at the registration (or to ask for the link): who must prove it is theirs. */
  to: string;
  /** The name typed at the registration: anyone may have typed it, so it is shown as plain text. */
  firstName: string;
  /** The host app's pre-registration page with the e-mail and the access code. */
  accessUrl: string;
  /** The hours the link works. */
  validHours: number;
  /** The fee's checkout, when the registration has one to pay. */
  payment?: { link: string; amountCents: number };
};

/**
 * To the address of a pre-registration: the link that proves the e-mail is the reader's (sent
 * when registering, and whenever someone asks for it on the pre-registration page). Someone else
 * may have typed the address, so the mail says what opening the link means and what ignoring it
 * does.
 */
export function preRegisterAccessMail(input: PreRegisterAccessMailInput): MailMessage {
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Olá, ${plainText(input.firstName)}!` },
    {
      kind: 'paragraph',
      text: `Recebemos um pré-cadastro na Celebra com este e-mail. Para confirmar que o e-mail é seu e continuar o cadastro, abra o link abaixo no navegador em que você se cadastrou (em outro aparelho, pediremos a senha do cadastro). O link vale por ${input.validHours} horas.`,
    },
    { kind: 'link', label: 'Confirmar meu e-mail', url: input.accessUrl },
  ];
  if (input.payment) {
    blocks.push(
      {
        kind: 'paragraph',
        text: `Para criar a lista de presentes do seu evento, pague a taxa de criação de ${brl(input.payment.amountCents)} pelo link abaixo.`,
      },
      { kind: 'link', label: 'Pagar taxa de criação', url: input.payment.link },
    );
  }
  blocks.push({
    kind: 'paragraph',
    text: 'Se não foi você que fez este cadastro, ignore este e-mail: sem a confirmação, nenhuma conta é criada com o seu endereço.',
  });
  return renderMail(input.to, 'Confirme o seu e-mail na Celebra', blocks);
}
