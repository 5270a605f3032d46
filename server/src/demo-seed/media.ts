import os from 'node:os';
import type { Storage } from '../storage/storage';
import { CATALOGUE_GIFTS, EVENT_TYPES } from './catalogue-data';
import {
  bannerSvg,
  cardSvg,
  type GalleryScene,
  gallerySvg,
  mapLimit,
  monogramSvg,
  renderWebp,
} from './images';

/** How an event of the demo looks: its colour, monogram and gallery scenes. */
export type EventLook = { slug: string; color: string; monogram: string; gallery: GalleryScene[] };

export type StoredMedia = { url: string; storageKey: string };

export type SeedMedia = {
  /** By catalogue position (CATALOGUE_GIFTS). */
  giftImageUrls: string[];
  /** By EVENT_TYPES position. */
  eventTypeImageUrls: string[];
  events: Map<string, { bannerUrl: string; avatarUrl: string; gallery: StoredMedia[] }>;
  adminAvatarUrl: string;
};

type Job = { key: string; draw: () => string };

/**
 * Draws every demo image and stores it. Rendering runs a few at a time: sharp already uses
 * a thread per core for each image, and the seed must stay fast (a second or two).
 */
export async function renderSeedMedia(
  storage: Storage,
  looks: EventLook[],
  adminMonogram: string,
): Promise<SeedMedia> {
  const giftJobs: Job[] = CATALOGUE_GIFTS.map((gift, i) => ({
    key: `seed/gifts/${i + 1}.webp`,
    draw: () =>
      cardSvg({
        width: 800,
        height: 800,
        color: gift.category.color,
        icon: gift.icon,
        title: gift.name,
        caption: gift.category.name,
      }),
  }));
  const typeJobs: Job[] = EVENT_TYPES.map((type, i) => ({
    key: `seed/event-types/${i + 1}.webp`,
    draw: () => cardSvg({ width: 800, height: 600, color: type.color, icon: type.icon, title: type.name }),
  }));
  const eventJobs: Job[] = looks.flatMap((look) => [
    { key: `seed/events/${look.slug}/banner.webp`, draw: () => bannerSvg(look.color) },
    { key: `seed/events/${look.slug}/avatar.webp`, draw: () => monogramSvg(look.monogram, look.color) },
    ...look.gallery.map((scene, i) => ({
      key: `seed/events/${look.slug}/gallery-${i + 1}.webp`,
      draw: () => gallerySvg(scene, look.color),
    })),
  ]);
  const adminJob: Job = { key: 'seed/admins/1.webp', draw: () => monogramSvg(adminMonogram, '#7B1FA2') };

  const jobs = [...giftJobs, ...typeJobs, ...eventJobs, adminJob];
  const concurrency = Math.min(4, Math.max(2, os.availableParallelism()));
  const urls = await mapLimit(jobs, concurrency, async (job) =>
    storage.put(job.key, await renderWebp(job.draw()), 'image/webp'),
  );
  const url = new Map(jobs.map((job, i) => [job.key, urls[i] as string]));
  const at = (key: string) => url.get(key) as string;

  return {
    giftImageUrls: giftJobs.map((job) => at(job.key)),
    eventTypeImageUrls: typeJobs.map((job) => at(job.key)),
    events: new Map(
      looks.map((look) => [
        look.slug,
        {
          bannerUrl: at(`seed/events/${look.slug}/banner.webp`),
          avatarUrl: at(`seed/events/${look.slug}/avatar.webp`),
          gallery: look.gallery.map((_, i) => {
            const storageKey = `seed/events/${look.slug}/gallery-${i + 1}.webp`;
            return { url: at(storageKey), storageKey };
          }),
        },
      ]),
    ),
    adminAvatarUrl: at(adminJob.key),
  };
}
