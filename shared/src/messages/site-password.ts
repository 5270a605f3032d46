/** An event site closed by a password: the guest's side and the host's switch. */

export const PASSWORD_REQUIRED_MESSAGE = 'Este site é protegido por senha. Informe a senha para continuar.';
export const WRONG_PASSWORD_MESSAGE = 'Senha incorreta.';
export const TOO_MANY_PASSWORD_GUESSES_MESSAGE =
  'Muitas tentativas de senha. Aguarde alguns minutos e tente novamente.';

/** The host turned the password on without the paid service that allows it. */
export const PASSWORD_SERVICE_REQUIRED_MESSAGE =
  'Contrate o serviço Senha no Site para proteger o site com senha.';
