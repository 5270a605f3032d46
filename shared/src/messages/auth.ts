/** Signing in and being signed in, for hosts and administrators alike. */

/** The same answer for an unknown e-mail, a wrong password and a disabled account. */
export const INVALID_LOGIN_MESSAGE = 'E-mail ou senha inválidos.';

/** A request without a valid session, or from the wrong kind of account. */
export const UNAUTHORIZED_MESSAGE = 'Não autorizado.';

/**
 * A wrong current password in the back office's password modal. A 400, not a 401: the back office
 * sends every 401 to the login page, and a typo in the modal must not sign the administrator out.
 */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Senha atual incorreta.';

export const LOGIN_DONE_MESSAGE = 'Login realizado com sucesso.';
export const LOGOUT_DONE_MESSAGE = 'Logout realizado com sucesso.';

/**
 * 'Esqueci minha senha': the one answer, whether or not the address has an account, so the form
 * cannot be used to learn which addresses are registered.
 */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 1 hora.';

/** The new password was stored from a mailed link: every session of the account has ended. */
export const PASSWORD_RESET_DONE_MESSAGE = 'Senha alterada. Entre com a nova senha.';

/** A reset link that is unknown, already used, expired, or of an account no longer active. */
export const PASSWORD_RESET_LINK_INVALID_MESSAGE =
  'Este link para criar uma nova senha é inválido, já foi usado ou expirou. Peça um novo link.';

/** The host's 'Alterar senha': stored; the host's other sessions have ended, this one stays. */
export const HOST_PASSWORD_CHANGED_MESSAGE =
  'Senha alterada. Os outros aparelhos conectados foram desconectados.';

/**
 * The right password of a registration whose event the team has not created yet: said only once
 * the password is checked, so it tells nothing to whoever does not know it.
 */
export const PRE_REGISTRATION_PENDING_LOGIN_MESSAGE =
  'Seu evento ainda está sendo preparado pela nossa equipe. Acompanhe a situação do seu cadastro.';

/** Past ten wrong current passwords in 'Alterar senha' within 15 minutes (the right one included). */
export const PASSWORD_CHANGE_TOO_MANY_GUESSES_MESSAGE =
  'Muitas tentativas com a senha atual errada. Aguarde 15 minutos e tente novamente.';
