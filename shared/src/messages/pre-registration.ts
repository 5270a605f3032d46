/**
 * The signed-out registration (a pre-registration, or "solicitação", until its fee is paid) and the
 * account the back office creates from it. The answers the host app acts on are in
 * `PRE_REGISTER_MESSAGES`, beside the contract.
 */

export const REQUEST_EXISTS_MESSAGE =
  'Já existe um pré-cadastro com este e-mail. Acesse o pré-cadastro para acompanhar o pagamento.';

export const ACCOUNT_EXISTS_MESSAGE = 'Este e-mail já possui uma conta. Faça o login.';

export const ACCOUNT_CREATED_MESSAGE =
  'Sua conta foi criada com sucesso! Faça o login para começar a usar o site.';

export const REQUEST_NOT_FOUND_MESSAGE = 'Solicitação de evento não encontrada.';

export const REQUEST_ALREADY_USED_MESSAGE = 'A conta desta solicitação já foi criada.';

/** The back office asked to reuse the password of a request that has none. */
export const NO_REQUEST_PASSWORD_MESSAGE =
  'Esta solicitação não tem uma senha cadastrada. Defina uma senha para o usuário.';

/** The back office asked to reuse the password of a request whose e-mail was never confirmed. */
export const UNVERIFIED_REQUEST_PASSWORD_MESSAGE =
  'O usuário ainda não confirmou o e-mail desta solicitação, então a senha cadastrada não pode ser usada. Defina uma senha para o usuário.';

/** An id of the back office's list of requests that matches none. */
export const PRE_USER_REQUEST_NOT_FOUND_MESSAGE = 'Solicitação não encontrada.';

/** The creation fee is zero: the link goes straight on, nothing to pay. */
export const FEE_NOT_NEEDED_MESSAGE = 'Nenhum pagamento é necessário.';
export const FEE_LINK_CREATED_MESSAGE = 'Link de pagamento gerado.';
export const FEE_NOT_APPROVED_MESSAGE = 'O pagamento da taxa de criação ainda não foi aprovado.';
export const FEE_ALREADY_APPROVED_MESSAGE = 'O pagamento da taxa já foi aprovado.';

/** The event's information, sent once the fee is paid. */
export const EVENT_LINK_REQUIRED_MESSAGE = 'Informe um link para o evento.';
export const EVENT_INFO_SENT_MESSAGE = 'Informações enviadas!';
export const CATEGORY_OF_TYPE_REQUIRED_MESSAGE = 'Escolha uma categoria do tipo de evento selecionado.';
export const CHOSEN_GIFT_UNAVAILABLE_MESSAGE = 'Um dos presentes escolhidos não está mais disponível.';

/** The wizard sent with 'Publicar eventos automaticamente após o pagamento' on: the event exists now. */
export const EVENT_PUBLISHED_MESSAGE =
  'Seu site já está no ar! Enviamos para o seu e-mail o link do site e o do seu painel.';
