import type { TGalleryType } from '@celebra/shared/models';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * How many photos and videos an event's gallery may hold: the one definition, used by the
 * gallery calls (GET answers it as imageQuantity / videoQuantity; POST refuses beyond it).
 *
 * - The free part is the catalogue's active default services ('Gratuito' on the host's service
 *   page): the quantities of the default IMAGE services and of the default VIDEO services. A
 *   catalogue with no default service of a type falls back to FREE_GALLERY_ALLOWANCE for it.
 * - Each service the event contracted (event_services APPROVED) of type IMAGE adds its quantity
 *   (copied at purchase) of photos; each VIDEO service adds its quantity of videos.
 */
export type GalleryAllowance = Record<TGalleryType, number>;

export const FREE_GALLERY_ALLOWANCE: GalleryAllowance = { image: 10, video: 0 };

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/** The event's allowance, in one round trip. */
export async function findGalleryAllowance(db: Executor, eventId: number): Promise<GalleryAllowance> {
  const result = await db.execute<{
    default_images: string | null;
    default_videos: string | null;
    contracted_images: string;
    contracted_videos: string;
  }>(sql`
    select
      (select sum(quantity) from services
        where is_default and active and type = 'IMAGE') as default_images,
      (select sum(quantity) from services
        where is_default and active and type = 'VIDEO') as default_videos,
      coalesce((select sum(es.quantity) from event_services es join services s on s.id = es.service_id
        where es.event_id = ${eventId} and es.status = 'APPROVED' and s.type = 'IMAGE'), 0)
        as contracted_images,
      coalesce((select sum(es.quantity) from event_services es join services s on s.id = es.service_id
        where es.event_id = ${eventId} and es.status = 'APPROVED' and s.type = 'VIDEO'), 0)
        as contracted_videos`);
  const row = result.rows[0];
  const free = (value: string | null | undefined, fallback: number) =>
    value === null || value === undefined ? fallback : Number(value);
  return {
    image: free(row?.default_images, FREE_GALLERY_ALLOWANCE.image) + Number(row?.contracted_images ?? 0),
    video: free(row?.default_videos, FREE_GALLERY_ALLOWANCE.video) + Number(row?.contracted_videos ?? 0),
  };
}
