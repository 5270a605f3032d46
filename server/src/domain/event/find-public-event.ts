import { defaultGiftNotice, type TPublicEvent } from '@celebra/shared/models';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventDetails, eventGallery, eventSettings, events } from '../../db/schema/index';
import { findEventGifts } from '../gift/find-event-gifts';
import { DEFAULT_CHILDREN_MAX_AGE, findRsvpQuestions } from '../rsvp/find-rsvp-settings';
import { isRsvpOpen } from '../rsvp/rsvp-deadline';
import { findPercentageGift } from '../settings/find-percentage-gift';

/**
 * The settings a row-less event gets: the sections' switches default to true, search engines kept
 * out, no password.
 */
const DEFAULT_SECTIONS = {
  showGiftList: true,
  showGuestMessages: true,
  showEventInfo: true,
  allowGuestConfirmation: true,
  guestCoversFeeByDefault: true,
  allowSearchEngines: false,
  passwordHash: null,
  confirmationDeadline: null,
  childrenMaxAge: DEFAULT_CHILDREN_MAX_AGE,
  giftNotice: null,
};

/** An event found by slug, before the password check: what decides whether the site answers. */
export async function findEventBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ event: events, settings: eventSettings })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(eq(events.slug, slug))
    .limit(1);
  if (!row) return undefined;
  const {
    showGiftList,
    showGuestMessages,
    showEventInfo,
    allowGuestConfirmation,
    guestCoversFeeByDefault,
    allowSearchEngines,
    passwordHash,
    confirmationDeadline,
    childrenMaxAge,
    giftNotice,
  } = row.settings ?? DEFAULT_SECTIONS;
  return {
    event: row.event,
    sections: { showGiftList, showGuestMessages, showEventInfo, allowGuestConfirmation },
    guestCoversFeeByDefault,
    allowSearchEngines,
    // The password's hash, for the guest's check (hash-site-password.ts).
    password: passwordHash,
    rsvp: { deadline: confirmationDeadline, childrenMaxAge },
    // The couple's delivery preference decides the default: money, or delivered in their week.
    giftNotice: giftNotice ?? defaultGiftNotice(row.event.giftDeliveryPreference),
  };
}

type FoundEvent = NonNullable<Awaited<ReturnType<typeof findEventBySlug>>>;

/**
 * The public view of an event (GET /guests/event/{slug}): its texts, images, gallery, the
 * platform's fee as the cart offers it (its percentage, the host's default for covering it), and
 * the sections its settings show: no gifts when showGiftList is off (the visible ones otherwise, in
 * the host's order, those given whole at the end, and the notice beside them), no details when showEventInfo is
 * off, and the confirmation form's settings (deadline, whether it is still open, the children's age
 * band, the host's questions). Built field by field from the public models, so nothing private (the owner, guests'
 * e-mails and phones, balances, the site password) can reach it.
 */
export async function findPublicEvent(
  db: Db,
  { event, sections, guestCoversFeeByDefault, rsvp, giftNotice }: FoundEvent,
  now: Date = new Date(),
): Promise<TPublicEvent> {
  const [gallery, gifts, details, percentageGift, questions] = await Promise.all([
    db
      .select({ id: eventGallery.id, type: eventGallery.type, url: eventGallery.url })
      .from(eventGallery)
      .where(eq(eventGallery.eventId, event.id))
      .orderBy(asc(eventGallery.createdAt), asc(eventGallery.id)),
    sections.showGiftList ? findEventGifts(db, event.id) : [],
    sections.showEventInfo ? findDetails(db, event.id) : null,
    findPercentageGift(db),
    findRsvpQuestions(db, event.id),
  ]);
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    subtitle: event.subtitle,
    titleDescription: event.titleDescription,
    description: event.description,
    color: event.color,
    avatarUrl: event.avatarUrl,
    bannerUrl: event.bannerUrl,
    gallery,
    gifts,
    giftNotice,
    details,
    settings: sections,
    fee: { percentage: percentageGift, coveredByGuestByDefault: guestCoversFeeByDefault },
    // `open` holds at `now` only: the cached document that carries it expires when it would change
    // (loadPublicDocument's rsvpClosesAt).
    rsvp: { ...rsvp, open: isRsvpOpen(rsvp.deadline, now), questions },
  };
}

async function findDetails(db: Db, eventId: number) {
  const [row] = await db
    .select({
      eventDate: eventDetails.eventDate,
      startTime: eventDetails.startTime,
      endTime: eventDetails.endTime,
      eventType: eventDetails.eventType,
      eventLocation: eventDetails.eventLocation,
      postalCode: eventDetails.postalCode,
      fullAddress: eventDetails.fullAddress,
      latitude: eventDetails.latitude,
      longitude: eventDetails.longitude,
      transmission: eventDetails.transmission,
      transmissionLink: eventDetails.transmissionLink,
      transmissionPassword: eventDetails.transmissionPassword,
    })
    .from(eventDetails)
    .where(eq(eventDetails.eventId, eventId));
  return row ?? null;
}
