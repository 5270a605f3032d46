import { z } from 'zod';
import { ZMoney } from './primitives';

/**
 * Platform settings: the percentage on gifts (1–100, default 0), the list fee, the card's
 * installments (at most `maxInstallments`, 1–12; their interest paid by the guest or by the
 * platform), the days an approved gift's money is held before a payout (0–60), whether events
 * are published without an administrator and the admin colours.
 */
export const ZSettings = z.object({
  percentageGift: z.number(),
  listCreationFee: ZMoney,
  maxInstallments: z.number().int(),
  installmentInterest: z.enum(['GUEST', 'PLATFORM']),
  holdingDays: z.number().int(),
  /**
   * 'Publicar eventos automaticamente após o pagamento' (default false): a registration whose fee
   * is approved and whose event wizard was sent gets its event at once, without an administrator.
   */
  autoPublishEvents: z.boolean(),
  color: z.string(),
  colorSecondary: z.string(),
});
export type TSettings = z.infer<typeof ZSettings>;

/**
 * A host's site settings. The switches default to true. `hasPassword`: the site asks guests for a
 * password before it shows anything (false: an open site). The password itself is never answered:
 * the server keeps only its hash, so the host's screen says that one is set and lets them replace
 * or remove it.
 */
export const ZEventSettings = z.object({
  showGiftList: z.boolean(),
  showGuestMessages: z.boolean(),
  showEventInfo: z.boolean(),
  allowGuestConfirmation: z.boolean(),
  /** How the cart's 'cover the fee' box starts (default true): ticked, the host receives the full price. */
  guestCoversFeeByDefault: z.boolean(),
  /** Whether search engines may list the site (default false: its page carries noindex). */
  allowSearchEngines: z.boolean(),
  slug: z.string(),
  hasPassword: z.boolean(),
});
export type TEventSettings = z.infer<typeof ZEventSettings>;
