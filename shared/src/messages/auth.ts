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
