import { priceLines } from '@celebra/shared/format';
import { sql } from 'drizzle-orm';
import { DEMO_EVENT_SLUG } from '../apps/demo';
import {
  eventDeliveryAddresses,
  eventGallery,
  eventMessages,
  eventServices,
  giftSuggestions,
  guestCompanions,
  guests,
  payouts,
  purchaseItems,
  purchases,
} from '../db/schema/index';
import { DEMO_HOST_LOGIN } from './accounts';
import { daysAgo, must, type SeedContext, saturdayAfter, type Tx } from './context';
import { GIFT_LIST, GUESTS, MESSAGES, PURCHASES } from './demo-event-data';
import { insertEvent } from './insert-event';
import type { EventLook, SeedMedia } from './media';

/** Ana & Pedro's wedding: the complete event of the demo. */
export const ANA_EVENT_LOOK: EventLook = {
  slug: DEMO_EVENT_SLUG,
  color: '#E91E63',
  monogram: 'A&P',
  gallery: ['rings', 'sunset', 'bouquet', 'toast'],
};

/** Days ago of the concluded payout and of the pending request. */
const PAID_PAYOUT_DAYS_AGO = 30;
const PENDING_PAYOUT_DAYS_AGO = 10;

export async function seedAnaEvent(
  tx: Tx,
  ctx: SeedContext,
  media: SeedMedia,
  hostIds: Map<string, number>,
): Promise<number> {
  const userId = must(hostIds, DEMO_HOST_LOGIN.email);
  const look = must(media.events, ANA_EVENT_LOOK.slug);
  const eventId = await insertEvent(tx, {
    event: {
      userId,
      eventCategoryId: must(ctx.categoryIds, 'Lista Clássica'),
      title: 'Ana & Pedro',
      subtitle: 'Vamos nos casar!',
      slug: ANA_EVENT_LOOK.slug,
      color: ANA_EVENT_LOOK.color,
      titleDescription: 'Sejam bem-vindos ao nosso grande dia',
      description:
        'Depois de oito anos juntos, dois apartamentos e um cachorro chamado Biscoito, decidimos oficializar!\n\n' +
        'Criamos este site para compartilhar com vocês os detalhes da nossa festa. Aqui vocês encontram a lista ' +
        'de presentes, podem deixar um recado carinhoso e confirmar presença.\n\n' +
        'Contamos com vocês para celebrar esse momento tão especial. Com amor, Ana e Pedro.',
      giftDeliveryPreference: 'weekAfterParty',
      avatarUrl: look.avatarUrl,
      bannerUrl: look.bannerUrl,
      createdAt: daysAgo(ctx.now, 60),
    },
    details: {
      eventDate: saturdayAfter(ctx.now, 90),
      startTime: '16:00',
      endTime: '23:00',
      eventType: 'in-person',
      eventLocation: 'Espaço Villa Jardim',
      fullAddress: 'Rua dos Pinheiros, 1200 - Pinheiros, São Paulo - SP',
      postalCode: '05422-001',
      latitude: -23.5663,
      longitude: -46.6855,
    },
    giftIds: GIFT_LIST.map((name) => must(ctx.gifts, name).id),
  });

  await tx.insert(eventGallery).values(
    look.gallery.map((item, i) => ({
      eventId,
      type: 'image' as const,
      url: item.url,
      storageKey: item.storageKey,
      createdAt: daysAgo(ctx.now, 50 - i),
    })),
  );

  for (const guest of GUESTS) {
    const [row] = await tx
      .insert(guests)
      .values({
        eventId,
        firstName: guest.firstName,
        lastName: guest.lastName,
        email: guest.email,
        phoneNumber: guest.phoneNumber,
        message: guest.message,
        ...seededAnswer(guest, daysAgo(ctx.now, guest.daysAgo)),
      })
      .returning({ id: guests.id });
    if (row && guest.companions.length > 0) {
      await tx.insert(guestCompanions).values(guest.companions.map((c) => ({ ...c, guestId: row.id })));
    }
  }

  await tx.insert(eventMessages).values(
    MESSAGES.map(({ daysAgo: days, ...message }) => ({
      ...message,
      eventId,
      createdAt: daysAgo(ctx.now, days, 20),
    })),
  );

  await seedMoney(tx, ctx, eventId, userId);

  await tx.insert(giftSuggestions).values([
    {
      userId,
      eventId,
      title: 'Máquina de Waffle',
      description: 'Para os cafés da manhã de domingo.',
      createdAt: daysAgo(ctx.now, 18),
    },
    {
      userId,
      eventId,
      title: 'Kit de Jardinagem',
      description: 'Ferramentas para a nossa hortinha na varanda.',
      createdAt: daysAgo(ctx.now, 8),
    },
  ]);

  const photos = must(ctx.serviceIds, 'Pacote +30 Fotos');
  const password = must(ctx.serviceIds, 'Senha no Site');
  await tx.insert(eventServices).values([
    {
      eventId,
      serviceId: photos,
      status: 'APPROVED',
      priceCents: 2_990,
      quantity: 30,
      createdAt: daysAgo(ctx.now, 25),
    },
    {
      eventId,
      serviceId: password,
      status: 'PENDING',
      priceCents: 1_990,
      quantity: 1,
      createdAt: daysAgo(ctx.now, 1),
      expirationAt: new Date(ctx.now.getTime() + 2 * 24 * 60 * 60 * 1000),
    },
  ]);

  return eventId;
}

/**
 * Purchases priced from the catalogue and the settings percentage, then a concluded payout
 * and a pending one, each asking for the whole balance available on its day,
 * so the balance left is what was approved after the pending request.
 */
async function seedMoney(tx: Tx, ctx: SeedContext, eventId: number, userId: number): Promise<void> {
  const priced = PURCHASES.map((purchase) => {
    const items = purchase.items.map(([name, quantity]) => {
      const gift = must(ctx.gifts, name);
      return { giftId: gift.id, giftName: gift.name, unitPriceCents: gift.priceCents, quantity };
    });
    return {
      ...purchase,
      items,
      userAmountCents: items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0),
      // The guests covered the fee, priced on each line as the cart prices it.
      totalPriceCents: priceLines(items, ctx.percentageGift, true).guestCents,
    };
  });

  for (const purchase of priced) {
    const createdAt = daysAgo(ctx.now, purchase.daysAgo, 19);
    const [row] = await tx
      .insert(purchases)
      .values({
        eventId,
        guestName: purchase.guestName,
        guestEmail: purchase.guestEmail,
        userAmountCents: purchase.userAmountCents,
        totalPriceCents: purchase.totalPriceCents,
        percentage: ctx.percentageGift,
        status: purchase.status,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: purchases.id });
    if (!row) throw new Error('seed: purchase not inserted');
    await tx.insert(purchaseItems).values(purchase.items.map((item) => ({ ...item, purchaseId: row.id })));
  }

  await seedDeliveries(tx, eventId, PENDING_PAYOUT_DAYS_AGO);

  const receivedBefore = (days: number) =>
    priced
      .filter((p) => p.status === 'APPROVED' && p.daysAgo > days)
      .reduce((sum, p) => sum + p.userAmountCents, 0);
  const paid = receivedBefore(PAID_PAYOUT_DAYS_AGO);
  const pending = receivedBefore(PENDING_PAYOUT_DAYS_AGO) - paid;
  if (paid <= 0 || pending <= 0)
    throw new Error('seed: the demo payouts need approved purchases before them');

  await tx.insert(payouts).values([
    {
      eventId,
      userId,
      requestedAmountCents: paid,
      paidAmountCents: paid,
      status: 'PAID',
      createdAt: daysAgo(ctx.now, PAID_PAYOUT_DAYS_AGO),
      concludedAt: daysAgo(ctx.now, PAID_PAYOUT_DAYS_AGO - 3),
    },
    {
      eventId,
      userId,
      requestedAmountCents: pending,
      status: 'PENDING',
      createdAt: daysAgo(ctx.now, PENDING_PAYOUT_DAYS_AGO),
    },
  ]);
}

/**
 * The couple chose delivery after the party: their approved gifts became delivery lines (the
 * database wrote them with the purchases). In the demo they took the older ones as money before
 * asking for their payouts ('Receber em dinheiro', the ledger's DELIVERY_RELEASED) and gave their
 * address; the newer stay 'A comprar', their shares 'Reservado para entregas'.
 */
async function seedDeliveries(tx: Tx, eventId: number, convertedDaysAgo: number): Promise<void> {
  await tx.insert(eventDeliveryAddresses).values({
    eventId,
    postalCode: '05422-001',
    street: 'Rua dos Pinheiros',
    number: '1200',
    complement: 'Apto 52',
    neighbourhood: 'Pinheiros',
    city: 'São Paulo',
    state: 'SP',
    recipientName: 'Ana Souza',
  });
  await tx.execute(sql`
    update deliveries d set status = 'CONVERTED'
    from purchases p
    where p.id = d.purchase_id and d.event_id = ${eventId} and d.status = 'TO_BUY'
      and p.created_at < now() - ${convertedDaysAgo} * interval '1 day'`);
}

/** A seeded guest's answer: 'Vou' unless the data says otherwise; null is an invitation not answered yet. */
function seededAnswer(guest: { attending?: boolean | null }, at: Date) {
  const attending = guest.attending === undefined ? true : guest.attending;
  return attending === null
    ? { attending, invitedAt: at, createdAt: at }
    : { attending, answeredAt: at, createdAt: at };
}
