import type { PaymentStatus } from '../db/schema/index';

/** Ana & Pedro's wedding in data: the gift list, guests, messages and purchases (demo-event.ts). */

export const GIFT_LIST = [
  'Jogo de Panelas Antiaderente 5 Peças',
  'Cafeteira Expresso',
  'Liquidificador de Alta Potência',
  'Faqueiro Inox 24 Peças',
  'Aparelho de Jantar 30 Peças',
  'Jogo de Taças de Cristal',
  'Jogo de Cama Queen 400 Fios',
  'Jogo de Toalhas Banhão 4 Peças',
  'Luminária de Mesa',
  'Vaso de Cerâmica com Planta',
  'Porta-Retratos Trio',
  'Kit Velas Aromáticas',
  // linked from another category by an administrator
  'Cota de Passagens Aéreas',
  'Jantar Romântico',
  'Ajuda para a Lua de Mel',
];

export const GUESTS = [
  {
    firstName: 'Carla',
    lastName: 'Mendes',
    email: 'carla.mendes@example.com',
    phoneNumber: '(11) 99123-4567',
    message: 'Não vemos a hora de celebrar com vocês!',
    companions: [{ name: 'Rafael Mendes', age: 34 }],
    daysAgo: 41,
  },
  {
    firstName: 'João',
    lastName: 'Pereira',
    email: 'joao.pereira@example.com',
    phoneNumber: '(11) 98234-5678',
    message: 'Vamos em família!',
    companions: [
      { name: 'Marina Pereira', age: 31 },
      { name: 'Lucas Pereira', age: 6 },
    ],
    daysAgo: 22,
  },
  {
    firstName: 'Beatriz',
    lastName: 'Santos',
    email: 'beatriz.santos@example.com',
    phoneNumber: '(21) 99345-6789',
    message: null,
    companions: [],
    daysAgo: 16,
  },
  {
    firstName: 'Tiago',
    lastName: 'Oliveira',
    email: 'tiago.oliveira@example.com',
    phoneNumber: '(11) 97456-7890',
    message: 'Presença confirmada, contem comigo para a pista de dança.',
    companions: [{ name: 'Sofia Oliveira', age: 29 }],
    daysAgo: 3,
  },
  {
    firstName: 'Renata',
    lastName: 'Alves',
    email: 'renata.alves@example.com',
    phoneNumber: '(31) 99567-1234',
    message: 'Estaremos viajando nessa data, mas mandamos todo o carinho!',
    companions: [],
    daysAgo: 9,
    attending: false,
  },
  {
    firstName: 'Paulo',
    lastName: 'Moreira',
    email: 'paulo.moreira@example.com',
    phoneNumber: '(11) 96678-2345',
    message: null,
    companions: [],
    daysAgo: 5,
    // Invited by the couple, not answered yet.
    attending: null,
  },
];

export const MESSAGES = [
  {
    firstName: 'Carla',
    lastName: 'Mendes',
    email: 'carla.mendes@example.com',
    message: 'Ana e Pedro, que alegria ver vocês dando esse passo! Desejo uma vida cheia de amor e parceria.',
    daysAgo: 40,
  },
  {
    firstName: 'Dona',
    lastName: 'Lúcia',
    email: 'lucia.souza@example.com',
    message: 'Minha filha querida, que Deus abençoe essa união. Estou muito orgulhosa de vocês dois!',
    daysAgo: 33,
  },
  {
    firstName: 'João',
    lastName: 'Pereira',
    email: 'joao.pereira@example.com',
    message: 'Pedrão, finalmente! Felicidades ao casal, a festa vai ser inesquecível.',
    daysAgo: 21,
  },
  {
    firstName: 'Beatriz',
    lastName: 'Santos',
    email: 'beatriz.santos@example.com',
    message: 'Que o amor de vocês continue crescendo a cada dia. Um beijo enorme!',
    daysAgo: 15,
  },
  {
    firstName: 'Marcos',
    lastName: 'Vieira',
    email: 'marcos.vieira@example.com',
    message: 'Parabéns pelo casamento! Não vou conseguir ir, mas estarei torcendo daqui.',
    daysAgo: 6,
  },
];

export type PurchaseSeed = {
  guestName: string;
  guestEmail: string;
  status: PaymentStatus;
  daysAgo: number;
  items: [gift: string, quantity: number][];
};

export const PURCHASES: PurchaseSeed[] = [
  {
    guestName: 'Carla Mendes',
    guestEmail: 'carla.mendes@example.com',
    status: 'APPROVED',
    daysAgo: 40,
    items: [['Cafeteira Expresso', 1]],
  },
  {
    guestName: 'João Pereira',
    guestEmail: 'joao.pereira@example.com',
    status: 'APPROVED',
    daysAgo: 21,
    items: [
      ['Jogo de Taças de Cristal', 1],
      ['Kit Velas Aromáticas', 2],
    ],
  },
  {
    guestName: 'Beatriz Santos',
    guestEmail: 'beatriz.santos@example.com',
    status: 'APPROVED',
    daysAgo: 15,
    items: [['Jogo de Toalhas Banhão 4 Peças', 1]],
  },
  {
    // An empty name is shown as 'Anônimo'.
    guestName: '',
    guestEmail: 'presente.anonimo@example.com',
    status: 'APPROVED',
    daysAgo: 5,
    items: [['Ajuda para a Lua de Mel', 2]],
  },
  {
    guestName: 'Fernanda Rocha',
    guestEmail: 'fernanda.rocha@example.com',
    status: 'RECUSED',
    daysAgo: 4,
    items: [['Luminária de Mesa', 1]],
  },
  {
    guestName: 'Tiago Oliveira',
    guestEmail: 'tiago.oliveira@example.com',
    status: 'PENDING',
    daysAgo: 2,
    items: [['Jogo de Cama Queen 400 Fios', 1]],
  },
];
