import { DEFAULT_GIFT_NOTICE } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSettings } from '../../db/schema/index';

export type GiftNotice = { text: string; isDefault: boolean };

function toGiftNotice(saved: string | null | undefined): GiftNotice {
  return saved ? { text: saved, isDefault: false } : { text: DEFAULT_GIFT_NOTICE, isDefault: true };
}

/** The notice beside the list: the host's text, or the platform's default while they have none. */
export async function findGiftNotice(db: Db, eventId: number): Promise<GiftNotice> {
  const [row] = await db
    .select({ giftNotice: eventSettings.giftNotice })
    .from(eventSettings)
    .where(eq(eventSettings.eventId, eventId))
    .limit(1);
  return toGiftNotice(row?.giftNotice);
}

/**
 * Saves the host's notice (already trimmed by the contract); blank stores null, which brings the
 * default text back, so a later change of the default reaches every list that never had its own.
 */
export async function saveGiftNotice(db: Db, eventId: number, text: string): Promise<GiftNotice> {
  const giftNotice = text === '' ? null : text;
  await db
    .insert(eventSettings)
    .values({ eventId, giftNotice })
    .onConflictDoUpdate({ target: eventSettings.eventId, set: { giftNotice } });
  return toGiftNotice(giftNotice);
}
