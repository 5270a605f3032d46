/** Personal data: what an erased row shows instead, and the back office's 'Dados pessoais' answers. */

/** An erased guest's name on the host's list: the row stays so the totals keep adding up. */
export const ERASED_GUEST_FIRST_NAME = 'Convidado';
export const ERASED_GUEST_LAST_NAME = 'removido';

/** An erased message's text on the host's 'Recadinhos'. */
export const ERASED_MESSAGE_TEXT = '[removido]';

/** 'Dados pessoais': the search needs one of the two. */
export const PERSONAL_DATA_QUERY_REQUIRED_MESSAGE = 'Informe o campo E-mail ou o campo Telefone.';

/** 'Dados pessoais': the phone must have digits enough to be one. */
export const PERSONAL_DATA_PHONE_INVALID_MESSAGE = 'O campo Telefone deve ter entre 10 e 13 dígitos.';

/** 'Apagar dados' sent without the confirmation. */
export const PERSONAL_DATA_CONFIRM_REQUIRED_MESSAGE =
  'O campo Confirmação é obrigatório para apagar os dados.';

/** 'Apagar dados' done. */
export const PERSONAL_DATA_ERASED_MESSAGE = 'Dados pessoais apagados.';

/** 'Apagar dados' sent without the rows the search showed. */
export const PERSONAL_DATA_SELECTION_REQUIRED_MESSAGE =
  'O campo Seleção é obrigatório: busque a pessoa e apague a partir do resultado.';

/** 'Apagar dados' on a search result that no longer matches the person's rows. */
export const PERSONAL_DATA_CHANGED_MESSAGE =
  'Os dados desta pessoa mudaram desde a busca. Busque de novo e confira antes de apagar.';
