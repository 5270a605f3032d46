import { z } from 'zod';
import { ZMoney } from './primitives';

/** Platform settings: the percentage on gifts (1–100, default 0), the list fee and the admin colours. */
export const ZSettings = z.object({
  percentageGift: z.number(),
  listCreationFee: ZMoney,
  color: z.string(),
  colorSecondary: z.string(),
});
export type TSettings = z.infer<typeof ZSettings>;

/**
 * A host's site settings. The four switches default to true. `password`, when set, is asked of
 * guests before the site shows anything; null means an open site.
 */
export const ZEventSettings = z.object({
  showGiftList: z.boolean(),
  showGuestMessages: z.boolean(),
  showEventInfo: z.boolean(),
  allowGuestConfirmation: z.boolean(),
  slug: z.string(),
  password: z.string().nullable(),
});
export type TEventSettings = z.infer<typeof ZEventSettings>;
