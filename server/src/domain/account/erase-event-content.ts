import { and, eq, isNotNull } from 'drizzle-orm';
import {
  eventDetails,
  eventGallery,
  eventGifts,
  eventSettings,
  events,
  giftSuggestions,
  gifts,
  rsvpQuestions,
} from '../../db/schema/index';
import { bannerPreviewKey } from '../../media/ensure-link-preview';
import { mediumFileKeys } from '../../media/store-image';
import type { Tx } from '../guest/lock-event-guests';

type OwnedEvent = { id: number; bannerUrl: string | null; avatarUrl: string | null };

/**
 * What a deleted account's event said and showed, erased in the deletion's transaction: every
 * medium it owned (banner and its link preview, avatar, gallery, its own gifts' photos, its list
 * lines' photos) dropped from the rows, and every text the host wrote that no money record needs
 * (the site's title and texts, the when and where with the transmission's link and password, the
 * site password, the list's notice, the host's questions and gift suggestions, own gifts'
 * descriptions). Kept: the event row (purchases, ledger and payouts point at it), its slug (so
 * nobody else takes the address the couple's guests were given), and gift names, which the
 * statement shows beside each amount. Answers the storage keys of every file those media are.
 */
export async function eraseEventContent(tx: Tx, event: OwnedEvent, now: Date): Promise<string[]> {
  const media: string[] = [];
  if (event.bannerUrl) media.push(event.bannerUrl, bannerPreviewKey(event.bannerUrl));
  if (event.avatarUrl) media.push(event.avatarUrl);

  const gallery = await tx
    .delete(eventGallery)
    .where(eq(eventGallery.eventId, event.id))
    .returning({ storageKey: eventGallery.storageKey });
  media.push(...gallery.map((item) => item.storageKey));

  // The photos read under the rows' locks, so an edit racing the deletion cannot slip a new one in.
  const ownPhotos = await tx
    .select({ imageUrl: gifts.imageUrl })
    .from(gifts)
    .where(and(eq(gifts.ownerEventId, event.id), isNotNull(gifts.imageUrl)))
    .for('update');
  const linePhotos = await tx
    .select({ imageUrl: eventGifts.imageUrl })
    .from(eventGifts)
    .where(and(eq(eventGifts.eventId, event.id), isNotNull(eventGifts.imageUrl)))
    .for('update');
  for (const { imageUrl } of [...ownPhotos, ...linePhotos]) if (imageUrl) media.push(imageUrl);
  await tx.update(gifts).set({ imageUrl: null, description: '' }).where(eq(gifts.ownerEventId, event.id));
  await tx
    .update(eventGifts)
    .set({ imageUrl: null, description: null })
    .where(eq(eventGifts.eventId, event.id));

  await tx.delete(rsvpQuestions).where(eq(rsvpQuestions.eventId, event.id));
  await tx.delete(giftSuggestions).where(eq(giftSuggestions.eventId, event.id));
  await tx
    .update(eventDetails)
    .set({
      eventDate: null,
      startTime: null,
      endTime: null,
      eventLocation: null,
      fullAddress: null,
      postalCode: null,
      latitude: null,
      longitude: null,
      transmission: null,
      transmissionLink: null,
      transmissionPassword: null,
    })
    .where(eq(eventDetails.eventId, event.id));
  await tx
    .update(eventSettings)
    .set({ passwordHash: null, giftNotice: null })
    .where(eq(eventSettings.eventId, event.id));
  await tx
    .update(events)
    .set({
      active: false,
      title: 'Evento excluído',
      subtitle: '',
      titleDescription: null,
      description: null,
      bannerUrl: null,
      avatarUrl: null,
      updatedAt: now,
    })
    .where(eq(events.id, event.id));
  return media.flatMap(mediumFileKeys);
}
