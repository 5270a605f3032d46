import { defaultGiftNotice, type TGiftDeliveryPreference } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSettings } from '../../db/schema/index';

export type GiftNotice = { text: string; isDefault: boolean };

type Preference = TGiftDeliveryPreference | null;

function toGiftNotice(saved: string | null | undefined, preference: Preference): GiftNotice {
  return saved ? { text: saved, isDefault: false } : { text: defaultGiftNotice(preference), isDefault: true };
}

/**
 * The notice beside the list: the host's text, or while they have none the platform's default for
 * the couple's delivery preference (money, or delivered in one week or the other).
 */
export async function findGiftNotice(db: Db, eventId: number, preference: Preference): Promise<GiftNotice> {
  const [row] = await db
    .select({ giftNotice: eventSettings.giftNotice })
    .from(eventSettings)
    .where(eq(eventSettings.eventId, eventId))
    .limit(1);
  return toGiftNotice(row?.giftNotice, preference);
}

/**
 * Saves the host's notice (already trimmed by the contract); blank stores null, which brings the
 * default text back, so a later change of the default reaches every list that never had its own.
 */
export async function saveGiftNotice(
  db: Db,
  eventId: number,
  text: string,
  preference: Preference,
): Promise<GiftNotice> {
  const giftNotice = text === '' ? null : text;
  await db
    .insert(eventSettings)
    .values({ eventId, giftNotice })
    .onConflictDoUpdate({ target: eventSettings.eventId, set: { giftNotice } });
  return toGiftNotice(giftNotice, preference);
}
