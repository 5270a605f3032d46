/**
 * @celebra/shared/models: zod models of every entity the API answers with, named `ZThing`
 * with `TThing = z.infer<typeof ZThing>`. These are plain (no transforms) so the server can
 * serialize responses with them. Money is reais with at most two decimals; instants are ISO
 * strings, days 'YYYY-MM-DD', times 'HH:mm'.
 *
 * Why these are written by hand rather than derived from the Drizzle tables (drizzle-zod): they
 * are the API's shapes, not the rows'. Money is reais here and integer centavos in the database
 * (`price` vs `priceCents`); most models are projections that join, rename, compute or drop
 * columns (a gift's `pricePercentage`, an event's owner name, a host's balance; never a password
 * hash); instants are ISO strings, not Dates. A derived schema would need an omit, a rename and a
 * transform per field, longer than the copy it replaces. And this package runs in the browsers:
 * it must not import the server's tables or drizzle-orm. What the two do share, the enum values,
 * has one source: the server's `pgEnum`s take theirs from the constants here. Every response is
 * serialized through these models, so a model and the query that feeds it cannot drift apart
 * without failing the server's route tests.
 *
 * Entities that only ever travel from a client to the server are request schemas, kept with their
 * form rules in `../validation`: registration (ZRegisterFormSchema), event-info payload
 * (ZHostEventInfoSchema), new-event draft (ZAdminWizardDraftSchema), guest purchase
 * (ZGuestPurchaseSchema), presence confirmation (ZPresenceConfirmationFormSchema), guest message
 * (ZGuestMessageFormSchema), gift suggestion input (ZGiftSuggestionFormSchema).
 */
export * from './admin';
export * from './cart';
export * from './chargeback';
export * from './dashboard';
export * from './delivery';
export * from './event';
export * from './event-category';
export * from './event-details';
export * from './event-message';
export * from './event-type';
export * from './gallery';
export * from './gift';
export * from './gift-category';
export * from './gift-notice';
export * from './gift-suggestion';
export * from './guest';
export * from './host-balance';
export * from './host-payout';
export * from './ledger';
export * from './payment-info';
export * from './payout';
export * from './payout-destination';
export * from './pre-user-request';
export * from './primitives';
export * from './purchase-status';
export * from './received-gift';
export * from './service';
export * from './settings';
export * from './transaction';
export * from './user';
