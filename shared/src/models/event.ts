import { z } from 'zod';
import { ZEventDetails, ZPublicEventDetails } from './event-details';
import { ZGalleryItem } from './gallery';
import { ZEventGift } from './gift';
import { ZRsvpQuestion } from './guest';
import { ZIsoDate, ZIsoDateTime, ZMediaUrl, ZModelId } from './primitives';

/** weekOfParty: delivery in the party week; weekAfterParty: after the party; cash: in money. */
export const GIFT_DELIVERY_PREFERENCES = ['weekOfParty', 'weekAfterParty', 'cash'] as const;
export const ZGiftDeliveryPreference = z.enum(GIFT_DELIVERY_PREFERENCES);
export type TGiftDeliveryPreference = z.infer<typeof ZGiftDeliveryPreference>;

/** An event as the admin lists it; a null delivery preference is shown as not informed. */
export const ZEventSummary = z.object({
  id: ZModelId,
  title: z.string(),
  subtitle: z.string().nullable(),
  slug: z.string(),
  active: z.boolean(),
  color: z.string(),
  titleDescription: z.string().nullable(),
  description: z.string().nullable(),
  /** Null once its category was removed with its event type (the event goes on without one). */
  eventCategoryId: ZModelId.nullable(),
  giftDeliveryPreference: ZGiftDeliveryPreference.nullable(),
  /** The owner. */
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  /** The owner's phone. */
  phoneNumber: z.string().nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TEventSummary = z.infer<typeof ZEventSummary>;

/** An event with its details (admin event page). */
export const ZEvent = ZEventSummary.extend({
  details: ZEventDetails.nullable(),
});
export type TEvent = z.infer<typeof ZEvent>;

/** The host's own event (dashboard, 'Cores e Textos'). */
export const ZHostEvent = z.object({
  id: ZModelId,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  color: z.string(),
  avatarUrl: ZMediaUrl.nullable(),
  bannerUrl: ZMediaUrl.nullable(),
  titleDescription: z.string().nullable(),
  description: z.string().nullable(),
});
export type THostEvent = z.infer<typeof ZHostEvent>;

/** Which sections the public site shows (the event settings' switches). */
export const ZPublicEventSections = z.object({
  showGiftList: z.boolean(),
  showGuestMessages: z.boolean(),
  showEventInfo: z.boolean(),
  allowGuestConfirmation: z.boolean(),
});
export type TPublicEventSections = z.infer<typeof ZPublicEventSections>;

/**
 * The platform's fee as the cart offers it: its percentage (settings.percentageGift) and whether
 * the 'cover the fee' box starts ticked (the host's choice).
 */
export const ZPublicEventFee = z.object({
  percentage: z.number(),
  coveredByGuestByDefault: z.boolean(),
});
export type TPublicEventFee = z.infer<typeof ZPublicEventFee>;

/**
 * The confirmation form as the site shows it: the deadline (null: none), whether it is still open
 * (false after the deadline), the age up to which a companion is a child, the host's questions.
 */
export const ZPublicRsvp = z.object({
  deadline: ZIsoDate.nullable(),
  open: z.boolean(),
  childrenMaxAge: z.number().int(),
  questions: z.array(ZRsvpQuestion),
});
export type TPublicRsvp = z.infer<typeof ZPublicRsvp>;

/** The event as the public guest site receives it (GET /guests/event/{slug}). */
export const ZPublicEvent = ZHostEvent.extend({
  gallery: z.array(ZGalleryItem),
  /**
   * The visible gifts in the host's order, those with nothing left ('Presenteado') at the end;
   * hidden ones are not sent.
   */
  gifts: z.array(ZEventGift),
  /** The notice shown beside the list: the host's, or the platform's default text. */
  giftNotice: z.string(),
  details: ZPublicEventDetails.nullable(),
  settings: ZPublicEventSections,
  fee: ZPublicEventFee,
  rsvp: ZPublicRsvp,
});
export type TPublicEvent = z.infer<typeof ZPublicEvent>;
