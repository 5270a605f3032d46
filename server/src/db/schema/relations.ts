import { relations } from 'drizzle-orm';
import { adminSessions, admins } from './admins';
import { eventCategories } from './event-categories';
import { eventDetails } from './event-details';
import { eventGallery } from './event-gallery';
import { eventGifts } from './event-gifts';
import { eventMessages } from './event-messages';
import { eventSettings } from './event-settings';
import { eventTypes } from './event-types';
import { events } from './events';
import { giftSuggestions } from './gift-suggestions';
import { gifts } from './gifts';
import { guestCompanions, guests } from './guests';
import { ledgerEntries } from './ledger-entries';
import { payoutDestinations } from './payout-destinations';
import { payouts } from './payouts';
import { preUserRequests } from './pre-user-requests';
import { purchaseItems, purchases } from './purchases';
import { eventServices, services } from './services';
import { userSessions, users } from './users';

/*
 * Every relation of the schema, for Drizzle's relational queries (`db.query.x.findMany({ with })`).
 * They live here, apart from the tables, because a relation names both of its ends: kept beside
 * the tables, `events` and `users` would import the tables that point at them, which import them
 * back. Table files import only the tables their foreign keys reference, so they form no loop.
 * No relation changes the database: drizzle-kit reads only the tables.
 */

export const adminsRelations = relations(admins, ({ many }) => ({
  sessions: many(adminSessions),
}));

export const adminSessionsRelations = relations(adminSessions, ({ one }) => ({
  admin: one(admins, { fields: [adminSessions.adminId], references: [admins.id] }),
}));

export const eventDetailsRelations = relations(eventDetails, ({ one }) => ({
  event: one(events, { fields: [eventDetails.eventId], references: [events.id] }),
}));

export const eventGalleryRelations = relations(eventGallery, ({ one }) => ({
  event: one(events, { fields: [eventGallery.eventId], references: [events.id] }),
}));

export const eventGiftsRelations = relations(eventGifts, ({ one }) => ({
  event: one(events, { fields: [eventGifts.eventId], references: [events.id] }),
  gift: one(gifts, { fields: [eventGifts.giftId], references: [gifts.id] }),
}));

export const eventMessagesRelations = relations(eventMessages, ({ one }) => ({
  event: one(events, { fields: [eventMessages.eventId], references: [events.id] }),
}));

export const eventSettingsRelations = relations(eventSettings, ({ one }) => ({
  event: one(events, { fields: [eventSettings.eventId], references: [events.id] }),
}));

export const eventTypesRelations = relations(eventTypes, ({ many }) => ({
  eventCategories: many(eventCategories),
}));

export const eventCategoriesRelations = relations(eventCategories, ({ one, many }) => ({
  eventType: one(eventTypes, { fields: [eventCategories.eventTypeId], references: [eventTypes.id] }),
  gifts: many(gifts),
  events: many(events),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  user: one(users, { fields: [events.userId], references: [users.id] }),
  eventCategory: one(eventCategories, {
    fields: [events.eventCategoryId],
    references: [eventCategories.id],
  }),
  details: one(eventDetails),
  settings: one(eventSettings),
  gallery: many(eventGallery),
  eventGifts: many(eventGifts),
  giftSuggestions: many(giftSuggestions),
  guests: many(guests),
  messages: many(eventMessages),
  purchases: many(purchases),
  payouts: many(payouts),
  eventServices: many(eventServices),
}));

export const giftSuggestionsRelations = relations(giftSuggestions, ({ one }) => ({
  user: one(users, { fields: [giftSuggestions.userId], references: [users.id] }),
  event: one(events, { fields: [giftSuggestions.eventId], references: [events.id] }),
}));

export const giftsRelations = relations(gifts, ({ one, many }) => ({
  eventCategory: one(eventCategories, {
    fields: [gifts.eventCategoryId],
    references: [eventCategories.id],
  }),
  eventGifts: many(eventGifts),
  purchaseItems: many(purchaseItems),
}));

export const guestsRelations = relations(guests, ({ one, many }) => ({
  event: one(events, { fields: [guests.eventId], references: [events.id] }),
  companions: many(guestCompanions),
}));

export const guestCompanionsRelations = relations(guestCompanions, ({ one }) => ({
  guest: one(guests, { fields: [guestCompanions.guestId], references: [guests.id] }),
}));

export const ledgerEntriesRelations = relations(ledgerEntries, ({ one }) => ({
  event: one(events, { fields: [ledgerEntries.eventId], references: [events.id] }),
  purchase: one(purchases, { fields: [ledgerEntries.purchaseId], references: [purchases.id] }),
  payout: one(payouts, { fields: [ledgerEntries.payoutId], references: [payouts.id] }),
}));

export const payoutDestinationsRelations = relations(payoutDestinations, ({ one }) => ({
  user: one(users, { fields: [payoutDestinations.userId], references: [users.id] }),
}));

export const payoutsRelations = relations(payouts, ({ one }) => ({
  event: one(events, { fields: [payouts.eventId], references: [events.id] }),
  user: one(users, { fields: [payouts.userId], references: [users.id] }),
}));

export const preUserRequestsRelations = relations(preUserRequests, ({ one }) => ({
  user: one(users, { fields: [preUserRequests.userId], references: [users.id] }),
}));

export const purchasesRelations = relations(purchases, ({ one, many }) => ({
  event: one(events, { fields: [purchases.eventId], references: [events.id] }),
  items: many(purchaseItems),
}));

export const purchaseItemsRelations = relations(purchaseItems, ({ one }) => ({
  purchase: one(purchases, { fields: [purchaseItems.purchaseId], references: [purchases.id] }),
  gift: one(gifts, { fields: [purchaseItems.giftId], references: [gifts.id] }),
}));

export const servicesRelations = relations(services, ({ many }) => ({
  eventServices: many(eventServices),
}));

export const eventServicesRelations = relations(eventServices, ({ one }) => ({
  event: one(events, { fields: [eventServices.eventId], references: [events.id] }),
  service: one(services, { fields: [eventServices.serviceId], references: [services.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  sessions: many(userSessions),
  payoutDestination: one(payoutDestinations),
  events: many(events),
  payouts: many(payouts),
  giftSuggestions: many(giftSuggestions),
  preUserRequests: many(preUserRequests),
}));

export const userSessionsRelations = relations(userSessions, ({ one }) => ({
  user: one(users, { fields: [userSessions.userId], references: [users.id] }),
}));
