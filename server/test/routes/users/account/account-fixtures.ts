import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Db } from '../../../../src/db/client';
import {
  eventGallery,
  eventMessages,
  events,
  guestCompanions,
  guests,
  purchaseItems,
  purchases,
} from '../../../../src/db/schema/index';
import type { Storage } from '../../../../src/storage/storage';
import { createTestUser } from '../../../helpers/accounts';
import { insertPayoutDestination } from '../../../helpers/payout-destination';

/**
 * A host with a whole event: a banner and a gallery picture in the storage, a guest with a
 * companion, a message, an approved gift of R$ 100,00 with its item, and a payout destination.
 * Every personal text carries `tag`, so a download can be searched for another host's data.
 */
export async function hostWithData(db: Db, storage: Pick<Storage, 'put'>, tag: string) {
  const host = await createTestUser(db, { firstName: `Ana${tag}`, event: { title: `Casamento ${tag}` } });
  const eventId = host.event?.id ?? 0;
  const bannerUrl = await storage.put(`events/banner-${tag}.webp`, Buffer.from(`capa-${tag}`), 'image/webp');
  await db.update(events).set({ bannerUrl }).where(eq(events.id, eventId));
  const galleryUrl = await storage.put(`gallery/foto-${tag}.jpg`, Buffer.from(`foto-${tag}`), 'image/jpeg');
  await db
    .insert(eventGallery)
    .values({ eventId, type: 'image', url: galleryUrl, storageKey: `gallery/foto-${tag}.jpg` });
  const [guest] = await db
    .insert(guests)
    .values({
      eventId,
      firstName: `Convidado${tag}`,
      lastName: 'Silva',
      email: `convidado-${tag}@example.com`,
      phoneNumber: '(11) 98765-4321',
      attending: true,
    })
    .returning();
  await db.insert(guestCompanions).values({ guestId: guest?.id ?? 0, name: `Acompanhante${tag}`, age: 30 });
  await db.insert(eventMessages).values({
    eventId,
    firstName: `Recado${tag}`,
    lastName: 'Souza',
    email: `recado-${tag}@example.com`,
    message: `Felicidades ${tag}`,
  });
  const [purchase] = await db
    .insert(purchases)
    .values({
      eventId,
      guestName: `Comprador${tag}`,
      guestEmail: `comprador-${tag}@example.com`,
      userAmountCents: 10_000,
      totalPriceCents: 10_000,
      percentage: 0,
      status: 'APPROVED',
    })
    .returning();
  await db
    .insert(purchaseItems)
    .values({ purchaseId: purchase?.id ?? 0, giftName: `Panela${tag}`, unitPriceCents: 10_000, quantity: 1 });
  await insertPayoutDestination(db, host.id);
  return { host, eventId, purchaseId: purchase?.id ?? 0, guestId: guest?.id ?? 0 };
}

/** The files of a zip download, by name, as text (media included: the fixtures' media are text). */
export function unzipText(body: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(body));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]),
  );
}
