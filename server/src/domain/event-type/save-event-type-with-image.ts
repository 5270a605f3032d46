import { EVENT_TYPE_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import type { EventType } from '../../db/schema/index';
import { processAndStoreImage, processAndStoreOptionalImage } from '../../media/store-image';
import { type MediaServices, removeReplacedMedia, withStoredMedia } from '../../media/with-stored-media';
import { DomainError } from '../errors/domain-error';
import { deleteEventType, insertEventType, updateEventType } from './save-event-type';

/** The event type's form as the contract reads it. */
export type EventTypeFields = { name: string; description: string; active?: boolean | undefined };

/** An event type with its picture (POST /admin/event-types); the picture is removed if the insert fails. */
export async function createEventTypeWithImage(
  db: Db,
  media: MediaServices,
  fields: EventTypeFields,
  image: Buffer,
): Promise<EventType> {
  return withStoredMedia(
    media,
    () => processAndStoreImage(media.storage, 'event-types', image),
    async (stored) => ({ result: await insertEventType(db, { ...fields, imageUrl: stored.url }) }),
  );
}

/**
 * Changes an event type, with a new picture or keeping its own (PUT /admin/event-types/{id}): the
 * picture it replaced is removed once the change is committed, a new one if the change fails (a
 * 404 when the type went away meanwhile).
 */
export async function updateEventTypeWithImage(
  db: Db,
  media: MediaServices,
  id: number,
  fields: EventTypeFields,
  image: Buffer | undefined,
): Promise<EventType> {
  return withStoredMedia(
    media,
    () => processAndStoreOptionalImage(media.storage, 'event-types', image),
    async (stored) => {
      const updated = await updateEventType(db, id, { ...fields, imageUrl: stored?.url });
      if (!updated) throw new DomainError('not-found', EVENT_TYPE_NOT_FOUND_MESSAGE);
      return { result: updated.type, replaced: [updated.replacedImageUrl] };
    },
  );
}

/** Removes an event type (deleteEventType's refusals, a 404 when there is none), then its picture. */
export async function deleteEventTypeWithImage(db: Db, media: MediaServices, id: number): Promise<void> {
  const type = await deleteEventType(db, id);
  if (!type) throw new DomainError('not-found', EVENT_TYPE_NOT_FOUND_MESSAGE);
  await removeReplacedMedia(media, [type.imageUrl]);
}
