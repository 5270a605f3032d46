import { z } from 'zod';
import { ZIsoDate, ZIsoDateTime, ZModelId } from './primitives';

export const ZCompanion = z.object({
  name: z.string(),
  age: z.number().int().nonnegative(),
});
export type TCompanion = z.infer<typeof ZCompanion>;

/** One of the host's own questions on the confirmation form. */
export const ZRsvpQuestion = z.object({
  id: ZModelId,
  label: z.string(),
  required: z.boolean(),
});
export type TRsvpQuestion = z.infer<typeof ZRsvpQuestion>;

/** A guest's answer to one of the host's questions (`question`: its label, for lists and exports). */
export const ZGuestAnswer = z.object({
  questionId: ZModelId,
  question: z.string(),
  answer: z.string(),
});
export type TGuestAnswer = z.infer<typeof ZGuestAnswer>;

/**
 * How the event's confirmation form works, set by the host: the last day to answer (Brasília
 * time; null: no deadline), the age up to which a companion counts as a child, and the questions.
 */
export const ZRsvpSettings = z.object({
  confirmationDeadline: ZIsoDate.nullable(),
  childrenMaxAge: z.number().int(),
  questions: z.array(ZRsvpQuestion),
});
export type TRsvpSettings = z.infer<typeof ZRsvpSettings>;

/**
 * A guest on the event's list: one who answered on the site, or one the host invited (added by
 * hand or imported). `attending`: true 'Vou', false 'Não poderei ir', null not answered yet.
 * `invitationToken` makes the guest's personal link (the site's address with ?convite=).
 * `createdAt` is when the row was made (the confirmation date for a guest who answered on the site);
 * `answerChangedAt`, the last time the guest changed an answer already given.
 */
export const ZGuest = z.object({
  id: ZModelId,
  eventId: ZModelId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** The note sent with the presence confirmation. */
  message: z.string().nullable(),
  companions: z.array(ZCompanion),
  attending: z.boolean().nullable(),
  answers: z.array(ZGuestAnswer),
  invitationToken: z.string(),
  invitedAt: ZIsoDateTime.nullable(),
  openedAt: ZIsoDateTime.nullable(),
  answeredAt: ZIsoDateTime.nullable(),
  answerChangedAt: ZIsoDateTime.nullable(),
  remindedAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
});
export type TGuest = z.infer<typeof ZGuest>;

/**
 * What a personal link (?convite=) fills in on the site's confirmation form: the guest's own
 * details and last answer, nothing about anyone else.
 */
export const ZInvitation = z.object({
  eventId: ZModelId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  message: z.string().nullable(),
  attending: z.boolean().nullable(),
  companions: z.array(ZCompanion),
  answers: z.array(ZGuestAnswer.pick({ questionId: true, answer: true })),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** The e-mails a host chose to get: each gift, each message, each confirmation, a daily summary. */
export const ZNotificationPreferences = z.object({
  notifyGifts: z.boolean(),
  notifyMessages: z.boolean(),
  notifyConfirmations: z.boolean(),
  notifyDailySummary: z.boolean(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
