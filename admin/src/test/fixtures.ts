/** Records as the API sends them, typed with the shared models. */
import type {
  TAdminDashboardTotals,
  TEvent,
  TEventTypeWithCategories,
  TGift,
  TGiftCategory,
  TGuest,
  TPayout,
  TPayoutRecord,
  TPreUserRequest,
  TService,
  TSettings,
  TTransaction,
  TUser,
} from '@celebra/shared/models';

export const totals: TAdminDashboardTotals = {
  events: 12,
  gifts: 345,
  pendingPayouts: 3,
  negativeBalances: { count: 2, total: -599.4 },
  deliveriesDueThisWeek: 4,
};

export const user: TUser = {
  id: 7,
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@celebra.dev',
  phoneNumber: '(11) 98765-4321',
  status: 'ACTIVE',
  active: true,
  createdAt: '2025-03-01T12:00:00.000Z',
};

export const event: TEvent = {
  id: 10,
  title: 'Casamento Ana e Pedro',
  subtitle: 'O grande dia',
  slug: 'ana-e-pedro',
  active: true,
  color: '#E91E63',
  titleDescription: 'Bem-vindos',
  description: 'Que alegria ter você aqui.',
  eventCategoryId: 1,
  giftDeliveryPreference: 'weekAfterParty',
  user: { firstName: 'Ana', lastName: 'Souza' },
  phoneNumber: '(11) 98765-4321',
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
  details: {
    id: 1,
    eventId: 10,
    eventDate: '2025-11-15',
    startTime: '19:00',
    endTime: '23:30',
    eventType: 'in-person',
    eventLocation: 'Salão Azul',
    postalCode: '01310-100',
    fullAddress: 'Av. Paulista, 1000',
    latitude: null,
    longitude: null,
    transmission: null,
    transmissionLink: null,
    transmissionPassword: null,
  },
};

export const guest: TGuest = {
  id: 3,
  eventId: 10,
  firstName: 'Rita',
  lastName: 'Lima',
  email: 'rita@mail.com',
  phoneNumber: '(21) 99876-5432',
  message: null,
  companions: [],
  attending: true,
  answers: [],
  invitationToken: '0123456789abcdef0123456789abcdef',
  invitedAt: null,
  openedAt: null,
  answeredAt: '2025-02-01T12:00:00.000Z',
  answerChangedAt: null,
  remindedAt: null,
  createdAt: '2025-02-01T12:00:00.000Z',
};

export const gift: TGift = {
  id: 4,
  name: 'Jogo de Panelas',
  description: 'Cinco peças antiaderentes.',
  price: 100,
  pricePercentage: 105,
  eventCategoryId: 2,
  active: true,
  imageUrl: '/media/gifts/4.webp',
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

export const eventTypes: TEventTypeWithCategories[] = [
  {
    id: 1,
    name: 'Casamento',
    description: 'Para o grande dia.',
    imageUrl: '/media/types/1.webp',
    active: true,
    eventCategories: [
      { id: 2, name: 'Lista Clássica', description: 'Casa e cozinha.', eventTypeId: 1, active: true },
      { id: 3, name: 'Lua de Mel', description: 'Viagem.', eventTypeId: 1, active: false },
    ],
  },
  { id: 5, name: 'Aniversário', description: null, imageUrl: null, active: false, eventCategories: [] },
];

export const giftCategories: TGiftCategory[] = [
  {
    id: 1,
    name: 'Casamento',
    imageUrl: null,
    active: true,
    eventCategories: [
      { id: 2, name: 'Lista Clássica', gifts: [gift] },
      { id: 3, name: 'Lua de Mel', gifts: [{ ...gift, id: 9, name: 'Passeio de barco', active: false }] },
    ],
  },
  { id: 5, name: 'Aniversário', imageUrl: null, active: false, eventCategories: [] },
];

export const service: TService = {
  id: 6,
  name: 'Galeria de Fotos',
  description: 'Até 10 fotos.',
  price: 29.9,
  type: 'IMAGE',
  active: true,
  quantity: 10,
};

export const payout: TPayout = {
  id: 2,
  eventId: 10,
  user: { firstName: 'Ana', lastName: 'Souza' },
  event: { title: 'Casamento Ana e Pedro' },
  requestedAmount: 599.6,
  paidAmount: null,
  status: 'PENDING',
  createdAt: '2025-11-12T15:00:00.000Z',
  destination: {
    holderName: 'Ana Souza Lima',
    documentType: 'CPF',
    document: '***.456.789-**',
    pixKeyType: 'EMAIL',
    pixKey: 'ana.souza@dominio.com',
  },
  userId: 7,
  concludedAt: null,
  concludedBy: null,
  endToEndId: null,
  closingReason: null,
};

/** The pending payout's record page: a gift refunded after the request left the host R$ 110,00 short. */
export const payoutRecord: TPayoutRecord = {
  ...payout,
  shortfallReason: null,
  balanceOverrideReason: null,
  history: [{ status: 'PENDING', at: '2025-11-12T15:00:00.000Z', by: 'Ana Souza', reason: null }],
  cover: {
    balance: -110,
    held: 0,
    reserved: 599.6,
    coverable: 489.6,
    refundsSinceRequest: { count: 1, amount: 110 },
    openChargebacks: { count: 1, amount: 80 },
  },
};

export const transaction: TTransaction = {
  id: 6,
  event: { id: 10, title: 'Casamento Ana e Pedro', userId: 7 },
  providerPaymentId: '123456',
  guestName: 'Tiago Oliveira',
  guestEmail: 'tiago@mail.com',
  userAmount: 389.9,
  totalPrice: 409.4,
  percentage: 5,
  feeCoveredByGuest: true,
  installments: null,
  status: 'PENDING',
  state: 'PENDING',
  remainingAmount: 0,
  createdAt: '2025-11-20T22:00:00.000Z',
};

export const preUserRequest: TPreUserRequest = {
  id: 3,
  name: 'Lucas Almeida Prado',
  email: 'lucas@mail.com',
  phoneNumber: '31981234567',
  accountCreated: false,
  paymentStatus: 'APPROVED',
  eventId: null,
  autoPublished: false,
  createdAt: '2025-11-19T15:00:00.000Z',
  eventInfoJson: {
    eventTypeId: 1,
    eventCategoryId: 2,
    title: 'Chá do Theo',
    slug: 'cha-do-theo',
    giftDeliveryPreference: 'weekOfParty',
    gifts: [4, 11, 12, 13],
  },
};

export const settings: TSettings = {
  percentageGift: 5,
  listCreationFee: 49.9,
  maxInstallments: 12,
  installmentInterest: 'GUEST',
  holdingDays: 0,
  autoPublishEvents: false,
  color: '#E91E63',
  colorSecondary: '#7B1FA2',
};

/** The legal settings as a fresh install has them: both texts follow the (short, here) defaults. */
export const legalSettings = {
  legal: {
    privacyPolicy: null,
    termsOfUse: null,
    dataControllerName: null,
    dataControllerEmail: null,
    guestDataRetentionMonths: 12,
    version: 1,
  },
  defaults: {
    privacyPolicy: '## Quem somos\nA política padrão.',
    termsOfUse: '## O serviço\nOs termos padrão.',
  },
};

/** 'Dados pessoais' when the search finds nothing. */
export const nobodyFound = {
  person: { names: [], emails: [], phones: [] },
  erasure: {
    guests: 0,
    companions: 0,
    answers: 0,
    messages: 0,
    purchases: 0,
    mailJobs: 0,
    selection: { guests: [], messages: [], purchases: [] },
  },
  events: [],
  preRegistrations: [],
  hostAccounts: [],
};

/** The legal texts' versions: the default in force first, then one published edit. */
export const legalVersions = [
  {
    version: 2,
    publishedAt: '2030-03-01T15:00:00.000Z',
    publishedBy: 'Ana Souza <ana@celebra.dev>',
    textKept: true,
  },
  { version: 1, publishedAt: null, publishedBy: null, textKept: true },
];

export const legalVersion = {
  success: true,
  message: 'OK',
  version: 2,
  publishedAt: '2030-03-01T15:00:00.000Z',
  publishedBy: 'Ana Souza <ana@celebra.dev>',
  textKept: true,
  privacyPolicy: '## Primeira política\nGuardamos por 12 meses.',
  termsOfUse: '## O serviço\nOs termos desta versão.',
  dataController: { name: 'Marina Souza', email: 'dpo@celebra.com.br' },
};
