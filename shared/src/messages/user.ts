/** Hosts' accounts, as the back office creates and edits them. */

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';

/** A new account for an address that already has one. */
export const EMAIL_IN_USE_MESSAGE = 'Este e-mail já está cadastrado.';

/** An account's address changed to one another account has. */
export const USER_EMAIL_IN_USE_MESSAGE = 'Este e-mail já está em uso por outro usuário.';

/** A new account's gift list naming gifts deleted from the catalogue meanwhile. */
export const SELECTED_GIFT_NOT_FOUND_MESSAGE = 'Um ou mais presentes selecionados não existem mais.';

export const USER_UPDATED_MESSAGE = 'Usuário atualizado com sucesso!';

/** The back office created a host's account and its event in one go. */
export const USER_AND_EVENT_CREATED_MESSAGE = 'Usuário e evento criados com sucesso.';
