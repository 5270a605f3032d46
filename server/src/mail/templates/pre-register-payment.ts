import type { MailMessage } from '../mail-message';
import { brl, plainText, renderMail } from './layout';

export type PreRegisterPaymentMailInput = {
  /** The prospective host's e-mail. */
  to: string;
  firstName: string;
  /** The Mercado Pago checkout link (the preference's init_point). */
  paymentLink: string;
  /** The listCreationFee being charged, in centavos. */
  amountCents: number;
};

/** To a prospective host after pre-registration (or a new link): the fee's payment link. */
export function preRegisterPaymentMail(input: PreRegisterPaymentMailInput): MailMessage {
  return renderMail(input.to, 'Conclua o seu cadastro na Celebra', [
    { kind: 'paragraph', text: `Olá, ${plainText(input.firstName)}!` },
    {
      kind: 'paragraph',
      text: `Recebemos o seu pré-cadastro. Para criar a lista de presentes do seu evento, pague a taxa de criação de ${brl(input.amountCents)} pelo link abaixo.`,
    },
    { kind: 'link', label: 'Pagar taxa de criação', url: input.paymentLink },
    {
      kind: 'paragraph',
      text: 'Assim que o pagamento for aprovado, você poderá preencher as informações do evento e escolher os presentes.',
    },
  ]);
}
