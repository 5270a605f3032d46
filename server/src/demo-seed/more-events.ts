import { eventMessages, guests } from '../db/schema/index';
import { daysAgo, must, type SeedContext, saturdayAfter, type Tx } from './context';
import { insertEvent } from './insert-event';
import type { EventLook, SeedMedia } from './media';

/** Two smaller events so that the admin lists have more than one row (one of them inactive). */
export const MORE_EVENT_LOOKS: EventLook[] = [
  { slug: 'cha-da-laura', color: '#8E7CC3', monogram: 'L', gallery: [] },
  { slug: 'aniversario-do-bruno', color: '#EDA13A', monogram: 'B', gallery: [] },
];

export async function seedMoreEvents(
  tx: Tx,
  ctx: SeedContext,
  media: SeedMedia,
  hostIds: Map<string, number>,
): Promise<void> {
  const gifts = (names: string[]) => names.map((name) => must(ctx.gifts, name).id);
  const laura = must(media.events, 'cha-da-laura');
  const lauraId = await insertEvent(tx, {
    event: {
      userId: must(hostIds, 'juliana.ribeiro@example.com'),
      eventCategoryId: must(ctx.categoryIds, 'Enxoval do Bebê'),
      title: 'Chá da Laura',
      subtitle: 'A Laura está chegando!',
      slug: 'cha-da-laura',
      color: '#8E7CC3',
      titleDescription: 'Um chá de bebê online',
      description:
        'Como a família está espalhada pelo Brasil, o chá da Laura vai ser on-line!\n' +
        'Entre na chamada, brinque com a gente e ajude a montar o enxoval.',
      giftDeliveryPreference: 'weekOfParty',
      avatarUrl: laura.avatarUrl,
      bannerUrl: laura.bannerUrl,
      createdAt: daysAgo(ctx.now, 33),
    },
    details: {
      eventDate: saturdayAfter(ctx.now, 45),
      startTime: '15:00',
      endTime: '18:00',
      eventType: 'virtual',
      transmission: 'Google Meet',
      transmissionLink: 'https://meet.google.com/lau-rach-abe',
      transmissionPassword: 'laura2025',
    },
    giftIds: gifts([
      'Kit Body Manga Curta 5 Peças',
      'Kit Mamadeiras Anticólica',
      'Manta de Algodão',
      'Kit Toalhas com Capuz',
      'Ursinho de Pelúcia',
      'Pacote de Fraldas',
    ]),
  });
  await tx.insert(guests).values({
    eventId: lauraId,
    firstName: 'Patrícia',
    lastName: 'Ribeiro',
    email: 'patricia.ribeiro@example.com',
    phoneNumber: '(21) 98765-1234',
    attending: true,
    answeredAt: daysAgo(ctx.now, 12),
    createdAt: daysAgo(ctx.now, 12),
  });
  await tx.insert(eventMessages).values({
    eventId: lauraId,
    firstName: 'Patrícia',
    lastName: 'Ribeiro',
    email: 'patricia.ribeiro@example.com',
    message: 'A titia já está contando os dias para conhecer a Laura!',
    createdAt: daysAgo(ctx.now, 12, 21),
  });

  const bruno = must(media.events, 'aniversario-do-bruno');
  await insertEvent(tx, {
    event: {
      userId: must(hostIds, 'bruno.carvalho@example.com'),
      eventCategoryId: must(ctx.categoryIds, 'Presentes e Experiências'),
      title: 'Aniversário do Bruno',
      subtitle: '30 anos!',
      slug: 'aniversario-do-bruno',
      active: false,
      color: '#EDA13A',
      giftDeliveryPreference: 'cash',
      avatarUrl: bruno.avatarUrl,
      bannerUrl: bruno.bannerUrl,
      createdAt: daysAgo(ctx.now, 18),
    },
    // No coordinates: the apps geocode the address.
    details: {
      eventDate: saturdayAfter(ctx.now, 30),
      startTime: '20:00',
      endTime: '23:45',
      eventType: 'in-person',
      eventLocation: 'Bar do Alemão',
      fullAddress: 'Rua Antônio Bicudo, 50 - Pinheiros, São Paulo - SP',
      postalCode: '05418-010',
    },
    giftIds: gifts([
      'Vale-Presente',
      'Bolo de Aniversário',
      'Câmera Instantânea',
      'Caixa de Som Bluetooth',
      'Jantar Especial',
    ]),
  });
}
