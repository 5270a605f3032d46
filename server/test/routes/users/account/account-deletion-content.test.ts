import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eventDetails,
  eventGallery,
  eventGifts,
  eventSettings,
  events,
  giftSuggestions,
  gifts,
  rsvpQuestions,
} from '../../../../src/db/schema/index';
import { ensureLinkPreview } from '../../../../src/media/ensure-link-preview';
import { imageFileKeys, processAndStoreImage } from '../../../../src/media/store-image';
import { mediaUrl } from '../../../../src/storage/media-key';
import { userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { createTestCategory, createTestGifts } from '../../../helpers/catalog';
import { createHostEvent } from '../../../helpers/host-event';
import { pngImage } from '../../../helpers/images';

const t = await build();
const TAG = 'Segredo';

/** An image stored the way uploads are: the image and its three copies. */
async function storedImage(folder: 'events' | 'gifts' | 'gallery', colour: string) {
  return processAndStoreImage(t.app.storage, folder, await pngImage(64, 64, colour));
}

describe("POST /api/users/account/delete: the event's media and texts", () => {
  it('removes every medium the account owned (copies and link preview included) and every event text', async () => {
    const { host, event } = await createHostEvent(t.db, {
      event: {
        title: `Casamento ${TAG}`,
        subtitle: `Sub ${TAG}`,
        titleDescription: `Bem-vindos ${TAG}`,
        description: `Nossa história ${TAG}`,
      },
      details: {
        eventDate: '2031-05-10',
        eventLocation: `Salão ${TAG}`,
        fullAddress: `Rua ${TAG}, 10`,
        postalCode: '01310-100',
        latitude: -23.5,
        longitude: -46.6,
        transmission: `YouTube ${TAG}`,
        transmissionLink: `https://exemplo.dev/${TAG}`,
        transmissionPassword: `senha-${TAG}`,
      },
      settings: { password: `site-${TAG}`, giftNotice: `Aviso ${TAG}` },
    });
    const banner = await storedImage('events', '#a11');
    const avatar = await storedImage('events', '#1a1');
    const photo = await storedImage('gallery', '#11a');
    const ownPhoto = await storedImage('gifts', '#aa1');
    const linePhoto = await storedImage('gifts', '#1aa');
    await t.db
      .update(events)
      .set({ bannerUrl: banner.url, avatarUrl: avatar.url })
      .where(eq(events.id, event.id));
    const preview = await ensureLinkPreview(t.app.storage, banner.url);
    expect(preview.fromBanner).toBe(true);
    await t.db
      .insert(eventGallery)
      .values({ eventId: event.id, type: 'image', url: photo.url, storageKey: photo.key });
    const { category } = await createTestCategory(t.db);
    const [catalogue] = await createTestGifts(t.db, category.id, 1);
    const [own] = await t.db
      .insert(gifts)
      .values({
        name: 'Jantar',
        description: `Nosso jantar ${TAG}`,
        priceCents: 20_000,
        eventCategoryId: category.id,
        ownerEventId: event.id,
        imageUrl: ownPhoto.url,
      })
      .returning();
    if (!own || !catalogue) throw new Error('fixture');
    await t.db.insert(eventGifts).values([
      { eventId: event.id, giftId: own.id, position: 0 },
      {
        eventId: event.id,
        giftId: catalogue.id,
        position: 1,
        imageUrl: linePhoto.url,
        description: `Linha ${TAG}`,
      },
    ]);
    await t.db.insert(rsvpQuestions).values({ eventId: event.id, label: `Pergunta ${TAG}`, position: 0 });
    await t.db
      .insert(giftSuggestions)
      .values({ userId: host.id, eventId: event.id, title: `Sugestão ${TAG}` });

    const urls = [
      ...[banner, avatar, photo, ownPhoto, linePhoto].flatMap((image) =>
        imageFileKeys(image.key).map(mediaUrl),
      ),
      preview.url,
    ];
    for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(200);

    const headers = await userHeaders(t.db, host.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/account/delete',
      headers,
      payload: { password: host.password, confirmation: 'EXCLUIR' },
    });
    expect(response.statusCode).toBe(200);

    for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    const rows = {
      event: await t.db.select().from(events).where(eq(events.id, event.id)),
      details: await t.db.select().from(eventDetails).where(eq(eventDetails.eventId, event.id)),
      settings: await t.db.select().from(eventSettings).where(eq(eventSettings.eventId, event.id)),
      gifts: await t.db.select().from(gifts).where(eq(gifts.ownerEventId, event.id)),
      lines: await t.db.select().from(eventGifts).where(eq(eventGifts.eventId, event.id)),
      questions: await t.db.select().from(rsvpQuestions).where(eq(rsvpQuestions.eventId, event.id)),
      suggestions: await t.db.select().from(giftSuggestions).where(eq(giftSuggestions.eventId, event.id)),
    };
    const text = JSON.stringify(rows);
    expect(text).not.toContain(TAG);
    expect(text).not.toMatch(/\/media\/|\.webp/);
    expect(rows.details[0]).toMatchObject({
      eventDate: null,
      latitude: null,
      longitude: null,
      postalCode: null,
    });
    // The catalogue's own row and photo are other lists' too: untouched.
    const [catalogueAfter] = await t.db
      .select()
      .from(gifts)
      .where(inArray(gifts.id, [catalogue.id]));
    expect(catalogueAfter).toEqual(catalogue);
  });
});
