import type { TEventInfoJson } from '@celebra/shared/models';
import { DEMO_ADMIN_LOGIN, DEMO_HOST_LOGIN, DEMO_LOGINS } from '../apps/demo';
import { admins, type PreUserPaymentStatus, preUserRequests, users } from '../db/schema/index';
import { daysAgo, must, type SeedContext, type Tx } from './context';

export { DEMO_ADMIN_LOGIN, DEMO_HOST_LOGIN, DEMO_LOGINS };

export const DEMO_ADMIN = { firstName: 'Helena', lastName: 'Duarte', monogram: 'HD' } as const;

const HOSTS = [
  {
    firstName: 'Ana',
    lastName: 'Souza',
    email: DEMO_HOST_LOGIN.email,
    phoneNumber: '(11) 98765-4321',
    daysAgo: 64,
  },
  {
    firstName: 'Juliana',
    lastName: 'Ribeiro',
    email: 'juliana.ribeiro@example.com',
    phoneNumber: '(21) 99654-3210',
    daysAgo: 35,
  },
  {
    firstName: 'Bruno',
    lastName: 'Carvalho',
    email: 'bruno.carvalho@example.com',
    phoneNumber: '(31) 98877-6655',
    daysAgo: 20,
  },
] as const;

export async function seedAdmin(tx: Tx, ctx: SeedContext, avatarUrl: string): Promise<void> {
  await tx.insert(admins).values({
    firstName: DEMO_ADMIN.firstName,
    lastName: DEMO_ADMIN.lastName,
    email: DEMO_ADMIN_LOGIN.email,
    passwordHash: ctx.passwordHash,
    avatarUrl,
    createdAt: daysAgo(ctx.now, 90),
  });
}

/** The hosts; returns their ids by e-mail. */
export async function seedHosts(tx: Tx, ctx: SeedContext): Promise<Map<string, number>> {
  const rows = await tx
    .insert(users)
    .values(
      HOSTS.map((host) => ({
        firstName: host.firstName,
        lastName: host.lastName,
        email: host.email,
        phoneNumber: host.phoneNumber,
        passwordHash: ctx.passwordHash,
        createdAt: daysAgo(ctx.now, host.daysAgo),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * 'Solicitação de Eventos': the requests that became Ana's and Juliana's accounts, one paid
 * request with event information waiting for 'Criar evento', one waiting for payment and one
 * cancelled. Their registration password is the demo password.
 */
export async function seedPreUserRequests(tx: Tx, ctx: SeedContext, hostIds: Map<string, number>) {
  const giftIds = (names: string[]) => names.map((name) => must(ctx.gifts, name).id);
  const info = (
    type: string,
    category: string,
    rest: Omit<TEventInfoJson, 'eventTypeId' | 'eventCategoryId'>,
  ): TEventInfoJson => ({
    eventTypeId: must(ctx.eventTypeIds, type),
    eventCategoryId: must(ctx.categoryIds, category),
    ...rest,
  });
  const request = (
    firstName: string,
    lastName: string,
    email: string,
    phoneNumber: string,
    paymentStatus: PreUserPaymentStatus,
    days: number,
    eventInfoJson: TEventInfoJson | null = null,
  ) => {
    const userId = hostIds.get(email) ?? null;
    return {
      firstName,
      lastName,
      email,
      phoneNumber,
      passwordHash: ctx.passwordHash,
      paymentStatus,
      eventInfoJson,
      accountCreated: userId !== null,
      userId,
      createdAt: daysAgo(ctx.now, days),
      // The demo's prospective hosts confirmed their e-mail when they registered.
      emailVerifiedAt: daysAgo(ctx.now, days),
    };
  };

  await tx.insert(preUserRequests).values([
    request(
      'Ana',
      'Souza',
      DEMO_HOST_LOGIN.email,
      '(11) 98765-4321',
      'APPROVED',
      66,
      info('Casamento', 'Lista Clássica', {
        title: 'Ana & Pedro',
        slug: 'ana-e-pedro',
        giftDeliveryPreference: 'weekAfterParty',
        gifts: giftIds([
          'Jogo de Panelas Antiaderente 5 Peças',
          'Cafeteira Expresso',
          'Aparelho de Jantar 30 Peças',
          'Jogo de Taças de Cristal',
        ]),
      }),
    ),
    request(
      'Juliana',
      'Ribeiro',
      'juliana.ribeiro@example.com',
      '(21) 99654-3210',
      'APPROVED',
      37,
      info('Chá de Bebê', 'Enxoval do Bebê', {
        title: 'Chá da Laura',
        slug: 'cha-da-laura',
        giftDeliveryPreference: 'weekOfParty',
        gifts: giftIds([
          'Kit Body Manga Curta 5 Peças',
          'Kit Mamadeiras Anticólica',
          'Manta de Algodão',
          'Ursinho de Pelúcia',
        ]),
      }),
    ),
    request(
      'Lucas',
      'Almeida',
      'lucas.almeida@example.com',
      '(31) 98123-4567',
      'APPROVED',
      3,
      info('Chá de Bebê', 'Enxoval do Bebê', {
        title: 'Chá do Theo',
        slug: 'cha-do-theo',
        giftDeliveryPreference: 'weekOfParty',
        gifts: giftIds([
          'Kit Body Manga Curta 5 Peças',
          'Kit Mamadeiras Anticólica',
          'Kit Toalhas com Capuz',
          'Pacote de Fraldas',
          'Bolsa Maternidade',
        ]),
      }),
    ),
    request('Mariana', 'Costa', 'mariana.costa@example.com', '(21) 99876-5432', 'PENDING', 1),
    request('Rafael', 'Lima', 'rafael.lima@example.com', '(41) 99712-3344', 'CANCELLED', 12),
  ]);
}
