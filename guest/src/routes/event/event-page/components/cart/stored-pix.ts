/**
 * The guest's open Pix of one event kept on the device, in localStorage, so that it survives the
 * trip to the bank's app: a phone that discards the tab in the background reloads it on return,
 * and the guest must find the same code (not a form asking for a new one, which would lead them
 * to pay twice). Kept from its generation until it is paid, refused, cancelled or past its expiry.
 * Only what paying and following it needs: the purchase's id, amount, code, QR code and expiry,
 * and the token that reads its status. Nothing of the guest (no
 * name, e-mail nor CPF). What is there is checked, never trusted.
 */
import { ZPurchasePaymentState } from '@celebra/shared/models';
import { z } from 'zod';

/** The local-storage key of an event's open Pix. */
export const pixStorageKey = (slug: string) => `celebra.pix.${slug}`;

const ZStoredPix = z.object({
  purchase: ZPurchasePaymentState,
  statusToken: z.string().min(1),
});
export type TStoredPix = z.infer<typeof ZStoredPix>;

/** Whether a kept Pix can still be paid: waiting and not past its expiry. */
const isOpen = ({ purchase }: TStoredPix, now = Date.now()) =>
  purchase.status === 'PENDING' && purchase.pix !== null && Date.parse(purchase.pix.expiresAt) > now;

/** The open Pix kept for the event at `slug`, or null; one that can no longer be paid is forgotten. */
export function readStoredPix(slug: string): TStoredPix | null {
  try {
    const kept = localStorage.getItem(pixStorageKey(slug));
    if (kept === null) return null;
    const parsed = ZStoredPix.safeParse(JSON.parse(kept));
    if (parsed.success && isOpen(parsed.data)) return parsed.data;
    localStorage.removeItem(pixStorageKey(slug));
    return null;
  } catch {
    return null;
  }
}

/** Keeps the open Pix of the event at `slug` until it is paid or can no longer be. */
export function writeStoredPix(slug: string, pix: TStoredPix): void {
  try {
    const { purchase, statusToken } = pix;
    localStorage.setItem(pixStorageKey(slug), JSON.stringify({ purchase, statusToken }));
  } catch {
    // Private modes may refuse storage: the Pix then lasts as long as the page.
  }
}

/** Forgets the kept Pix of the event at `slug` (paid, refused, cancelled or expired). */
export function forgetStoredPix(slug: string): void {
  try {
    localStorage.removeItem(pixStorageKey(slug));
  } catch {
    // Nothing kept then.
  }
}
