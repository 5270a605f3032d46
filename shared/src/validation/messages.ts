/**
 * The Portuguese messages of the apps' forms, character for character. Forms show them;
 * the server answers bad input with the same text (see `firstIssueMessage`).
 * `{N}`-style texts are functions of the 1-based position they talk about.
 */
import { fieldLabel, type TFieldPath } from './field-labels';

/** Texts used by several forms. */
export const COMMON_MESSAGES = {
  required: '* Campo obrigatório',
  fillAllRequired: 'Por favor, preencha todos os campos obrigatórios.',
  checkFields: 'Verifique os campos.',
  warningTitle: 'Atenção!',
  imageFileRequired: 'Por favor, selecione um arquivo de imagem.',
} as const;

/** Admin and host login. Both apps show '* Formato de e-mail inválido' for a malformed address. */
export const LOGIN_MESSAGES = {
  emailRequired: '* Campo obrigatório',
  emailInvalid: '* Formato de e-mail inválido',
  passwordRequired: '* Senha inválida',
  formInvalid: 'Preencha os dados corretamente!',
} as const;

/** Host registration (POST /users/pre-register). */
export const REGISTER_MESSAGES = {
  required: '* Campo obrigatório',
  emailInvalid: '* E-mail inválido',
  phoneInvalid: '* Número inválido',
  passwordRule: '* A senha deve ter pelo menos 8 caracteres, incluindo letras e números',
  passwordMismatch: '* As senhas não coincidem',
} as const;

/** Guest forms: admin guest modal, host guest modal, presence confirmation, guest message. */
export const GUEST_MESSAGES = {
  firstNameRequired: '* Nome obrigatório',
  lastNameRequired: '* Sobrenome obrigatório',
  emailRequired: '* E-mail obrigatório',
  emailInvalid: '* E-mail inválido',
  phoneRequired: '* Telefone obrigatório',
  phoneInvalid: '* Telefone inválido',
  /** Shown live while typing; the submit check uses `phoneInvalid`. */
  phoneInvalidLive: '* Número inválido',
  messageRequired: '* Mensagem obrigatória',
  /** Shown live when a field is emptied after typing. */
  fieldEmptied: '* Campo obrigatório',
  companionAgeRequired: (n: number) => `* Idade do acompanhante ${n} é obrigatória se o nome for preenchido.`,
  companionNameRequired: (n: number) =>
    `* Nome do acompanhante ${n} é obrigatório se a idade for preenchida.`,
} as const;

/** Guest purchase (checkout) alerts, title 'Atenção!'. */
export const CHECKOUT_MESSAGES = {
  nameAndEmailRequired: 'Por favor, preencha seu nome e email para prosseguir com o pagamento.',
  emailInvalid: 'Por favor, preencha um email válido.',
} as const;

/** Host 'Informações do Evento' form. */
export const EVENT_DETAILS_MESSAGES = {
  eventDateRequired: '* Campo Data é obrigatório',
  startTimeRequired: '* Campo Horário de Início é obrigatório',
  endTimeRequired: '* Campo Horário de Término é obrigatório',
  eventTypeRequired: '* Campo Tipo do Evento é obrigatório',
  eventLocationRequired: '* Campo Local do Evento é obrigatório',
  postalCodeRequired: '* Campo CEP é obrigatório',
  postalCodeInvalid: '* Formato de CEP inválido',
  fullAddressRequired: '* Campo Endereço é obrigatório',
  transmissionRequired: '* Campo Transmissão é obrigatório',
  transmissionLinkRequired: '* Campo Link da Transmissão é obrigatório',
  transmissionPasswordRequired: '* Campo Senha da Transmissão é obrigatório',
  fieldEmptied: '* Campo obrigatório',
  dateInputInvalid: 'Date input not valid.',
  formInvalid: 'Verifique os campos.',
} as const;

/** Admin event view/edit page and the slug rules shared with the wizard. */
export const EVENT_EDIT_MESSAGES = {
  required: '* Campo obrigatório',
  fillAllRequired: 'Por favor, preencha todos os campos obrigatórios.',
  /** The admin form shows this (sic) when the slug is empty. */
  slugEmpty: '* O link está em uso, por favor, crie outro',
  /** Alert when the slug belongs to another event: the server's 409 message. */
  slugInUse: 'O link está em uso, por favor, crie outro.',
} as const;

/** Host 'Cores e Textos' form. */
export const CUSTOM_MESSAGES = {
  required: '* Campo obrigatório',
  formInvalid: 'Verifique os campos.',
} as const;

/** Host 'Configurações do Site' form (warning title 'Atenção!'). */
export const SITE_SETTINGS_MESSAGES = {
  slugRequired: 'O link do evento não pode ser vazio.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
} as const;

export const GIFT_SUGGESTION_MESSAGES = {
  titleRequired: 'Preencha o título!',
} as const;

/** Admin gift form. */
export const GIFT_MESSAGES = {
  required: '* Campo obrigatório',
  priceInvalid: '* O preço deve ser maior que zero',
  priceBelowMinimum: 'O preço do presente deve ser de pelo menos R$ 5,00.',
  freeMinimumBelowMinimum: 'O valor mínimo do presente deve ser de pelo menos R$ 5,00.',
  cotaBelowMinimum:
    'Cada cota deve valer pelo menos R$ 5,00: aumente o valor total ou diminua o número de cotas.',
  imageRequired: '* Envie a imagem',
  fillAllRequired: 'Por favor, preencha todos os campos obrigatórios.',
} as const;

export const EVENT_TYPE_MESSAGES = {
  required: '* Campo obrigatório',
  imageRequired: '* Imagem obrigatória',
} as const;

export const SERVICE_MESSAGES = {
  required: '* Campo obrigatório',
  quantityInvalid: 'Valor inválido',
} as const;

export const PAYOUT_MESSAGES = {
  amountInvalid: 'Por favor, insira um valor válido para o repasse.',
  endToEndIdInvalid:
    'O campo ID da transação Pix deve ter 32 caracteres: E, 20 números e 11 letras ou números (ex.: E12345678202611291030AbCdEf12345).',
  closingStatusInvalid: 'O campo Novo status deve ser Falhou ou Cancelado.',
  closingReasonRequired: 'O campo Motivo é obrigatório para marcar o repasse como Falhou ou Cancelado.',
} as const;

/** Admin settings page. */
export const ADMIN_SETTINGS_MESSAGES = {
  listCreationFeeInvalid: 'Preço inválido para a taxa de criação',
  percentageGiftRange: 'O percentual de doação deve ser entre 1 e 100.',
  colorsRequired: 'Por favor, selecione as cores.',
  maxInstallmentsRange: 'O campo Máximo de parcelas no cartão deve ser um número inteiro entre 1 e 12.',
  installmentInterestInvalid:
    'O campo Juros do parcelamento deve ser "Pagos pelo convidado" ou "Pagos pela plataforma".',
  holdingDaysRange:
    'O campo Prazo de liberação dos presentes (dias) deve ser um número inteiro entre 0 e 60.',
} as const;

/** Admin password change modal. */
export const PASSWORD_CHANGE_MESSAGES = {
  allRequired: 'Por favor, preencha todos os campos.',
  mismatch: 'As senhas não conferem.',
  /** The host's new password ('Alterar senha'): the registration's rule, naming the field. */
  hostNewPasswordRule: '* A nova senha deve ter pelo menos 8 caracteres, incluindo letras e números',
} as const;

export const LINK_GIFT_MESSAGES = {
  eventIdRequired: 'Preencha o ID do evento.',
} as const;

/** New-event wizards: admin (/events/create) and host (pre-register). */
export const WIZARD_MESSAGES = {
  eventTypeRequired: 'Por favor, selecione um tipo de evento para continuar.',
  required: '* Campo obrigatório',
  adminGiftsMin: 'Necessário selecionar mais 4 presentes para continuar.',
  hostGiftsMin: 'Selecione pelo menos 4 presentes antes de continuar.',
  phoneInvalid: '* Formato de telefone inválido',
  emailInvalid: '* Formato de e-mail inválido',
  passwordRule: '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
  passwordMismatch: '* As senhas não coincidem',
} as const;

/**
 * Messages for fields whose form gives none of its own. Each names its field by its Portuguese
 * label (`fieldLabel`): `field` is the key the value travels under, `at` the path when it
 * is known, which adds the row's position inside a list ('Nome do acompanhante 2').
 */
type TAt = readonly PropertyKey[] | undefined;

export const requiredFieldMessage = (field: TFieldPath, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} é obrigatório.`;
export const invalidFieldMessage = (field: TFieldPath, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} é inválido.`;
export const maxLengthMessage = (field: TFieldPath, max: number, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} deve ter no máximo ${max} caracteres.`;
export const maxValueMessage = (field: TFieldPath, max: number, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} deve ser no máximo ${max}.`;
export const moneyMaxMessage = (field: TFieldPath, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} deve ser no máximo R$ 10.000.000,00.`;
export const moneyDecimalsMessage = (field: TFieldPath, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} deve ter no máximo 2 casas decimais.`;
export const isoDateMessage = (field: TFieldPath, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} deve ser uma data no formato AAAA-MM-DD.`;
export const timeMessage = (field: TFieldPath, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} deve estar no formato HH:mm.`;
export const colorMessage = (field: TFieldPath, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} deve ser uma cor no formato #RRGGBB.`;
/** The refusal of a link that is not an absolute http(s) address. */
export const httpLinkMessage = (field: TFieldPath, at?: TAt) =>
  `O campo ${fieldLabel(field, at)} deve ser um endereço que começa com http:// ou https://.`;
/** A value outside a short list of choices, named as they travel ('image ou video'). */
export const choiceMessage = (field: TFieldPath, choices: readonly string[], at?: TAt) =>
  `O campo ${fieldLabel(field, at)} deve ser ${choices.slice(0, -1).join(', ')} ou ${choices[choices.length - 1]}.`;
