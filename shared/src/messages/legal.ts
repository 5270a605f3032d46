/** The privacy policy and terms of use: their pages, the back office's form, the forms' consent. */

/** The registration's required box, refused unticked. */
export const ACCEPT_TERMS_REQUIRED_MESSAGE =
  'Aceite os Termos de Uso e a Política de Privacidade para continuar.';

/** PUT /admin/settings/legal answered. */
export const LEGAL_SETTINGS_SAVED_MESSAGE = 'Textos legais salvos com sucesso.';

/** The back office's form: the encarregado's two fields go together. */
export const DATA_CONTROLLER_INCOMPLETE_MESSAGE =
  'Preencha o campo Nome do encarregado e o campo E-mail do encarregado, ou deixe os dois em branco.';

/** A version of the legal texts that never existed. */
export const LEGAL_VERSION_NOT_FOUND_MESSAGE = 'Versão dos textos legais não encontrada.';

export const LEGAL_TEXTS = {
  privacyTitle: 'Política de Privacidade',
  termsTitle: 'Termos de Uso',
  dataControllerHeading: 'Encarregado pelo tratamento de dados',
  dataControllerMissing: 'Fale com a equipe de atendimento da plataforma pelos canais de contato do site.',
  version: (version: number) => `Versão ${version}`,
  loading: 'Carregando…',
  loadFailed: 'Não foi possível carregar o texto. Tente novamente em instantes.',
  acceptTermsLead: 'Li e aceito os',
  acceptTermsJoin: 'e a',
} as const;

/**
 * The notes under the guest site's forms: what the form sends, to whom and why, with the link to
 * the policy (the link's text follows each note).
 */
export const CONSENT_NOTES = {
  message:
    'Seu nome, e-mail e recado vão para os anfitriões do evento, que os leem no painel deles. Saiba como tratamos seus dados na',
  confirmation:
    'Seu nome, contato, acompanhantes e respostas vão para os anfitriões, para a organização do evento. Saiba como tratamos seus dados na',
  purchase:
    'Seu nome, e-mail e mensagem vão para os anfitriões com o presente; o pagamento é processado pelo Mercado Pago. Saiba como tratamos seus dados na',
} as const;
