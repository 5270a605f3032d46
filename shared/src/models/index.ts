/**
 * @celebra/shared/models: zod models of every entity of both specs (section 3), named `ZThing`
 * with `TThing = z.infer<typeof ZThing>`. These are plain (no transforms) so the server can
 * serialize responses with them. Money is reais with at most two decimals; instants are ISO
 * strings, days 'YYYY-MM-DD', times 'HH:mm'.
 *
 * Entities that only ever travel from a client to the server are request schemas, kept with their
 * form rules in `../validation`: registration (ZRegisterFormSchema), event-info payload
 * (ZHostEventInfoSchema), new-event draft (ZAdminWizardDraftSchema), guest purchase
 * (ZGuestPurchaseSchema), presence confirmation (ZPresenceConfirmationFormSchema), guest message
 * (ZGuestMessageFormSchema), gift suggestion input (ZGiftSuggestionFormSchema).
 */
export * from './admin';
export * from './cart';
export * from './dashboard';
export * from './event';
export * from './event-category';
export * from './event-details';
export * from './event-message';
export * from './event-type';
export * from './gallery';
export * from './gift';
export * from './gift-category';
export * from './gift-suggestion';
export * from './guest';
export * from './payment-info';
export * from './payout';
export * from './pre-user-request';
export * from './primitives';
export * from './received-gift';
export * from './service';
export * from './settings';
export * from './transaction';
export * from './user';
