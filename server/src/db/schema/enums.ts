import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * The pre-registration fee (host spec, section 9: PENDING, CANCELLED, APPROVED; the shared
 * contract allows only these). A rejected fee payment is CANCELLED: the host can generate
 * another payment link.
 */
export const preUserPaymentStatus = pgEnum('pre_user_payment_status', ['PENDING', 'CANCELLED', 'APPROVED']);

/**
 * Gift purchases (transactions) and turbo services share the provider's mapped statuses
 * (DESIGN, Payments): approved → APPROVED, pending/in_process → PENDING, rejected → RECUSED,
 * cancelled/refunded/charged_back → CANCELLED.
 */
export const paymentStatus = pgEnum('payment_status', ['APPROVED', 'PENDING', 'RECUSED', 'CANCELLED']);

export const payoutStatus = pgEnum('payout_status', ['PENDING', 'PAID', 'FAILED', 'CANCELLED']);

export const serviceType = pgEnum('service_type', ['PASSWORD', 'VIDEO', 'IMAGE', 'PAGE', 'EXTRA']);

/** weekOfParty = delivery in the party week; weekAfterParty = after the party; cash = in cash. */
export const giftDeliveryPreference = pgEnum('gift_delivery_preference', [
  'weekOfParty',
  'weekAfterParty',
  'cash',
]);

/** The spec's event details `eventType`: not to be confused with the event type catalogue. */
export const eventFormat = pgEnum('event_format', ['in-person', 'virtual']);

export const mediaType = pgEnum('media_type', ['image', 'video']);

export type PreUserPaymentStatus = (typeof preUserPaymentStatus.enumValues)[number];
export type PaymentStatus = (typeof paymentStatus.enumValues)[number];
export type PayoutStatus = (typeof payoutStatus.enumValues)[number];
export type ServiceType = (typeof serviceType.enumValues)[number];
export type GiftDeliveryPreference = (typeof giftDeliveryPreference.enumValues)[number];
export type EventFormat = (typeof eventFormat.enumValues)[number];
export type MediaType = (typeof mediaType.enumValues)[number];
