/**
 * The Portuguese name of every field the API takes, keyed as it travels (camelCase, or the
 * snake_case of a few query strings). Messages of our own name a field by this label, never by
 * its key; the forms' own messages already name theirs. A key inside a list or an object may be
 * given with its parent ('companions.age') when the bare key would be too vague on its own; a
 * list of plain values names its rows as '<list>.id' ('gifts.id').
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  acceptTerms: 'Termos de Uso e Política de Privacidade',
  action: 'Ação',
  active: 'Ativo',
  actorId: 'ID de quem fez',
  actorKind: 'Tipo de quem fez',
  allowGuestConfirmation: 'Permitir confirmação de presença',
  allowSearchEngines: 'Permitir que buscadores encontrem o site',
  answers: 'Respostas',
  'answers.answer': 'Resposta da pergunta',
  'answers.questionId': 'Pergunta',
  attemptId: 'Tentativa de pagamento',
  attending: 'Resposta (vou ou não poderei ir)',
  autoPublishEvents: 'Publicar eventos automaticamente após o pagamento',
  cep: 'CEP',
  childrenMaxAge: 'Idade máxima das crianças',
  code: 'Link de acesso',
  color: 'Cor',
  colorSecondary: 'Cor secundária',
  companions: 'Acompanhantes',
  'companions.age': 'Idade do acompanhante',
  'companions.name': 'Nome do acompanhante',
  confirm: 'Confirmação',
  confirmation: 'Confirmação',
  confirmationDeadline: 'Prazo para confirmar',
  confirmPassword: 'Confirmar senha',
  coverFee: 'Pagar a taxa de serviço',
  cpf: 'CPF',
  csv: 'Arquivo CSV',
  currentPassword: 'Senha atual',
  data: 'Dados da notificação',
  dataControllerEmail: 'E-mail do encarregado',
  dataControllerName: 'Nome do encarregado',
  'data.id': 'ID do pagamento',
  dateFilterType: 'Filtrar data por',
  description: 'Descrição',
  details: 'Detalhes do evento',
  document: 'CPF ou CNPJ',
  documentType: 'Tipo de documento',
  email: 'E-mail',
  endDate: 'Data final',
  endTime: 'Horário de Término',
  entityId: 'ID do registro',
  entityType: 'Tipo de registro',
  event_category_id: 'Categoria',
  event_type_id: 'Tipo de evento',
  eventCategoryId: 'Categoria',
  eventDate: 'Data',
  eventId: 'ID do evento',
  eventLocation: 'Local do Evento',
  eventType: 'Tipo do Evento',
  eventTypeId: 'Tipo de evento',
  fileType: 'Tipo de arquivo',
  firstName: 'Nome',
  guestDataRetentionMonths: 'Meses de guarda dos dados dos convidados',
  from: 'Data inicial',
  fullAddress: 'Endereço',
  giftDeliveryPreference: 'Preferência de entrega',
  giftId: 'ID do presente',
  gifts: 'Presentes',
  'gifts.id': 'Presente',
  guestCoversFeeByDefault: 'Convidado paga a taxa da plataforma',
  guestId: 'ID do convidado',
  guestMessage: 'Mensagem para os anfitriões',
  holderName: 'Nome do titular',
  holdingDays: 'Prazo de liberação dos presentes (dias)',
  id: 'ID',
  installmentInterest: 'Juros do parcelamento',
  intoGuestId: 'Convidado que fica',
  invitationToken: 'Convite',
  itemId: 'Item da transação',
  items: 'Carrinho',
  'items.id': 'Presente',
  'items.quantity': 'Quantidade do presente',
  kind: 'Tipo de imagem',
  lastName: 'Sobrenome',
  latitude: 'Latitude',
  limit: 'Itens por página',
  listCreationFee: 'Taxa de criação',
  longitude: 'Longitude',
  maxInstallments: 'Máximo de parcelas no cartão',
  mediaId: 'ID da mídia',
  message: 'Mensagem',
  messageId: 'ID do recado',
  name: 'Nome',
  newPassword: 'Nova senha',
  notifyConfirmations: 'E-mail a cada confirmação',
  notifyDailySummary: 'Resumo diário por e-mail',
  notifyGifts: 'E-mail a cada presente',
  notifyMessages: 'E-mail a cada recado',
  order: 'Ordem (crescente ou decrescente)',
  page: 'Página',
  paidAmount: 'Valor do repasse',
  password: 'Senha',
  percentageGift: 'Percentual de doação',
  phone: 'Telefone',
  phoneNumber: 'Telefone',
  pixKey: 'Chave Pix',
  pixKeyType: 'Tipo de chave Pix',
  postalCode: 'CEP',
  preUserRequestId: 'ID da solicitação',
  price: 'Preço',
  text: 'Aviso da lista',
  shares: 'Número de cotas',
  search: 'Busca',
  'items.amount': 'Valor do presente',
  hidden: 'Oculto para os convidados',
  giftKind: 'Tipo de presente',
  'giftIds.id': 'Presente',
  giftIds: 'Presentes',
  privacyPolicy: 'Política de Privacidade',
  purchaseId: 'ID do presente recebido',
  q: 'Endereço',
  quantity: 'Quantidade',
  questions: 'Perguntas',
  'questions.id': 'Pergunta',
  'questions.label': 'Pergunta',
  'questions.required': 'Pergunta obrigatória',
  reason: 'Motivo',
  amountCents: 'Valor do reembolso',
  overrideReason: 'Motivo para pagar sem saldo',
  endToEndId: 'ID da transação Pix',
  repeatPassword: 'Repita a nova senha',
  selection: 'Seleção',
  'selection.guests': 'Confirmações selecionadas',
  'selection.messages': 'Recados selecionados',
  'selection.purchases': 'Compras selecionadas',
  serviceId: 'ID do serviço',
  showEventInfo: 'Mostrar informações do evento',
  showGiftList: 'Mostrar lista de presentes',
  showGuestMessages: 'Mostrar recados',
  sitePassword: 'Senha do site',
  slug: 'Link',
  sort: 'Ordenar por',
  startDate: 'Data inicial',
  startTime: 'Horário de Início',
  status: 'Status',
  subtitle: 'Subtítulo',
  termsOfUse: 'Termos de Uso',
  thanked: 'Agradecido',
  title: 'Título',
  titleDescription: 'Título da introdução',
  to: 'Data final',
  token: 'Link de acesso',
  topic: 'Tópico',
  transmission: 'Transmissão',
  transmissionLink: 'Link da Transmissão',
  transmissionPassword: 'Senha da Transmissão',
  type: 'Tipo',
  userId: 'ID do usuário',
  useUserPassword: 'Usar a senha cadastrada pelo usuário',
  trackingCode: 'Código de rastreio',
  supplier: 'Fornecedor',
  dueTo: 'Entrega até',
  dueFrom: 'Entrega a partir de',
  deliveredOn: 'Data da entrega',
  cost: 'Custo',
  carrier: 'Transportadora',
  street: 'Rua',
  state: 'Estado',
  recipientName: 'Quem recebe',
  number: 'Número',
  neighbourhood: 'Bairro',
  decision: 'Decisão',
  complement: 'Complemento',
  city: 'Cidade',
};

/** A field's place in the input: a dotted key ('companions.0.age') or a zod issue path. */
export type TFieldPath = string | readonly PropertyKey[];

const segmentsOf = (path: TFieldPath): string[] =>
  (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);

const isPosition = (segment: string) => /^\d+$/.test(segment);

/**
 * The label of the most specific known key, or undefined. 'details.eventDate' is found as
 * 'eventDate'; 'companions.0.age' as 'companions.age'.
 */
export function knownFieldLabel(path: TFieldPath): string | undefined {
  const keys = segmentsOf(path).filter((segment) => !isPosition(segment));
  for (let start = 0; start < keys.length; start++) {
    const label = FIELD_LABELS[keys.slice(start).join('.')];
    if (label) return label;
  }
  return undefined;
}

/**
 * How a message names a field: its label, followed by the 1-based position of its row when it
 * sits in a list ('Idade do acompanhante 1' for companions.0.age). `at`, an issue's path, gives
 * the position when the key alone has none. A key with no label is named as it travels, so that
 * the answer still points somewhere (the contract's fields all have one: field-labels.test.ts).
 */
export function fieldLabel(field: TFieldPath, at?: readonly PropertyKey[]): string {
  const label = knownFieldLabel(field) ?? segmentsOf(field).join('.');
  const positions = segmentsOf(at ?? field).filter(isPosition);
  const last = positions[positions.length - 1];
  return last === undefined ? label : `${label} ${Number(last) + 1}`;
}
