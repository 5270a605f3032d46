import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eventDetails,
  eventGallery,
  eventGifts,
  eventMessages,
  eventServices,
  eventSettings,
  events,
  gifts,
  guestAnswers,
  guestCompanions,
  guests,
  ledgerEntries,
  payoutDestinations,
  payouts,
  purchaseItems,
  purchases,
  rsvpQuestions,
  services,
  users,
} from '../../db/schema/index';
import { listLineValues } from '../gift/list-line-values';
import { type DataTable, toDataRow } from './format-data-files';

/** A medium of the host's event to put in the zip: where it is stored and its name inside midia/. */
export type AccountMedium = { keyOrUrl: string; path: string };

export type AccountData = { tables: DataTable[]; media: AccountMedium[] };

/**
 * Everything the platform holds of one host, read by their id alone (every query goes through the
 * host's own events), so nothing of another host can come along: the account and where payouts
 * go (in full: it is the owner's own copy), the events with their settings and details, the gift
 * list, the gifts received with their items, the guests with companions and answers, the
 * messages, the money ledger, the payouts, the services bought; and the media to copy.
 */
export async function collectAccountData(db: Pick<Db, 'select'>, userId: number): Promise<AccountData> {
  const accountRows = await db.select().from(users).where(eq(users.id, userId));
  const destinationRows = await db
    .select()
    .from(payoutDestinations)
    .where(eq(payoutDestinations.userId, userId));
  const eventRows = await db.select().from(events).where(eq(events.userId, userId)).orderBy(events.id);
  const eventIds = eventRows.map((event) => event.id);
  const ofEvents = async <T>(read: (ids: number[]) => Promise<T[]>) =>
    eventIds.length ? read(eventIds) : [];

  const settingsRows = await ofEvents((ids) =>
    db.select().from(eventSettings).where(inArray(eventSettings.eventId, ids)),
  );
  const detailsRows = await ofEvents((ids) =>
    db.select().from(eventDetails).where(inArray(eventDetails.eventId, ids)),
  );
  const giftRows = await ofEvents((ids) =>
    db
      .select({
        eventId: eventGifts.eventId,
        giftId: gifts.id,
        ...listLineValues,
        kind: eventGifts.kind,
        quantity: eventGifts.quantity,
        claimed: eventGifts.claimed,
        position: eventGifts.position,
        hidden: eventGifts.hidden,
        ownGift: sql<boolean>`${gifts.ownerEventId} is not null`,
        addedAt: eventGifts.createdAt,
      })
      .from(eventGifts)
      .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
      .where(inArray(eventGifts.eventId, ids))
      .orderBy(eventGifts.eventId, eventGifts.position, eventGifts.id),
  );
  const purchaseRows = await ofEvents((ids) =>
    db.select().from(purchases).where(inArray(purchases.eventId, ids)).orderBy(purchases.id),
  );
  const purchaseIds = purchaseRows.map((purchase) => purchase.id);
  const itemRows = purchaseIds.length
    ? await db
        .select()
        .from(purchaseItems)
        .where(inArray(purchaseItems.purchaseId, purchaseIds))
        .orderBy(purchaseItems.id)
    : [];
  const guestRows = await ofEvents((ids) =>
    db.select().from(guests).where(inArray(guests.eventId, ids)).orderBy(guests.id),
  );
  const guestIds = guestRows.map((guest) => guest.id);
  const companionRows = guestIds.length
    ? await db
        .select()
        .from(guestCompanions)
        .where(inArray(guestCompanions.guestId, guestIds))
        .orderBy(guestCompanions.id)
    : [];
  const questionRows = await ofEvents((ids) =>
    db.select().from(rsvpQuestions).where(inArray(rsvpQuestions.eventId, ids)).orderBy(rsvpQuestions.id),
  );
  const answerRows = guestIds.length
    ? await db
        .select({
          guestId: guestAnswers.guestId,
          questionId: guestAnswers.questionId,
          question: rsvpQuestions.label,
          answer: guestAnswers.answer,
        })
        .from(guestAnswers)
        .innerJoin(rsvpQuestions, eq(rsvpQuestions.id, guestAnswers.questionId))
        .where(inArray(guestAnswers.guestId, guestIds))
    : [];
  const messageRows = await ofEvents((ids) =>
    db.select().from(eventMessages).where(inArray(eventMessages.eventId, ids)).orderBy(eventMessages.id),
  );
  const ledgerRows = await ofEvents((ids) =>
    db.select().from(ledgerEntries).where(inArray(ledgerEntries.eventId, ids)).orderBy(ledgerEntries.id),
  );
  const payoutRows = await db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(payouts.id);
  const serviceRows = await ofEvents((ids) =>
    db
      .select({
        id: eventServices.id,
        eventId: eventServices.eventId,
        serviceId: eventServices.serviceId,
        name: services.name,
        status: eventServices.status,
        priceCents: eventServices.priceCents,
        quantity: eventServices.quantity,
        createdAt: eventServices.createdAt,
      })
      .from(eventServices)
      .innerJoin(services, eq(services.id, eventServices.serviceId))
      .where(inArray(eventServices.eventId, ids))
      .orderBy(eventServices.id),
  );
  const galleryRows = await ofEvents((ids) =>
    db.select().from(eventGallery).where(inArray(eventGallery.eventId, ids)).orderBy(eventGallery.id),
  );

  const tables: DataTable[] = [
    { name: 'conta', rows: accountRows },
    { name: 'dados-para-repasse', rows: destinationRows },
    { name: 'eventos', rows: eventRows },
    { name: 'configuracoes-do-evento', rows: settingsRows },
    { name: 'detalhes-do-evento', rows: detailsRows },
    { name: 'lista-de-presentes', rows: giftRows },
    { name: 'presentes-recebidos', rows: purchaseRows },
    { name: 'itens-dos-presentes-recebidos', rows: itemRows },
    { name: 'convidados', rows: guestRows },
    { name: 'acompanhantes', rows: companionRows },
    { name: 'perguntas-da-confirmacao', rows: questionRows },
    { name: 'respostas-dos-convidados', rows: answerRows },
    { name: 'recados', rows: messageRows },
    { name: 'extrato', rows: ledgerRows },
    { name: 'repasses', rows: payoutRows },
    { name: 'servicos', rows: serviceRows },
    { name: 'galeria', rows: galleryRows },
  ].map((table) => ({ name: table.name, rows: (table.rows as Record<string, unknown>[]).map(toDataRow) }));

  return { tables, media: eventMedia(eventRows, galleryRows, giftRows) };
}

/** The event's banner and avatar, its gallery and the pictures of its gift list, each once. */
function eventMedia(
  eventRows: { id: number; bannerUrl: string | null; avatarUrl: string | null }[],
  galleryRows: { id: number; eventId: number; storageKey: string }[],
  giftRows: { giftId: number; imageUrl: string | null }[],
): AccountMedium[] {
  const media: AccountMedium[] = [];
  const seen = new Set<string>();
  const add = (keyOrUrl: string | null, path: string) => {
    if (!keyOrUrl || seen.has(path)) return;
    seen.add(path);
    media.push({ keyOrUrl, path: `${path}${extensionOf(keyOrUrl)}` });
  };
  for (const event of eventRows) {
    add(event.bannerUrl, `evento-${event.id}/capa`);
    add(event.avatarUrl, `evento-${event.id}/foto`);
  }
  for (const item of galleryRows) add(item.storageKey, `evento-${item.eventId}/galeria/${item.id}`);
  for (const gift of giftRows) add(gift.imageUrl, `presentes/${gift.giftId}`);
  return media;
}

function extensionOf(keyOrUrl: string): string {
  return /\.[a-z0-9]{2,5}$/i.exec(keyOrUrl.split('?')[0] ?? '')?.[0].toLowerCase() ?? '';
}
