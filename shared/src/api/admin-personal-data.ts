/**
 * The back office's 'Dados pessoais': what the platform keeps about one person (a guest, a buyer,
 * someone who left a message), found by e-mail or phone across every event, exported or erased
 * at the person's request.
 */
import { z } from 'zod';
import {
  PERSONAL_DATA_CONFIRM_REQUIRED_MESSAGE,
  PERSONAL_DATA_PHONE_INVALID_MESSAGE,
  PERSONAL_DATA_QUERY_REQUIRED_MESSAGE,
  PERSONAL_DATA_SELECTION_REQUIRED_MESSAGE,
} from '../messages/privacy';
import { invalidFieldMessage, maxLengthMessage } from '../validation/messages';
import { ZEnvelope } from './common';

// Lenient on purpose: it must find the e-mails typed before the forms checked them strictly.
const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

const emailQuery = z
  .string(invalidFieldMessage('email'))
  .trim()
  .toLowerCase()
  .max(254, maxLengthMessage('email', 254))
  .refine(
    (value) => value === '' || (LOOSE_EMAIL_PATTERN.test(value) && !value.includes('\u0000')),
    invalidFieldMessage('email'),
  )
  .optional()
  .transform((value) => value || undefined);

const phoneQuery = z
  .string(PERSONAL_DATA_PHONE_INVALID_MESSAGE)
  .trim()
  .max(30, PERSONAL_DATA_PHONE_INVALID_MESSAGE)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return value === '' || (digits >= 10 && digits <= 13);
  }, PERSONAL_DATA_PHONE_INVALID_MESSAGE)
  .optional()
  .transform((value) => value || undefined);

/** The person: an e-mail, a phone (any mask; its digits count), or both; at least one. */
const ZPersonFields = z.object({ email: emailQuery, phone: phoneQuery });
const needsOne = <T extends { email?: string; phone?: string }>(value: T) =>
  Boolean(value.email || value.phone);

/** GET /admin/personal-data and its export: ?email= and/or ?phone=. */
export const ZAdminPersonalDataQuerySchema = ZPersonFields.refine(needsOne, {
  message: PERSONAL_DATA_QUERY_REQUIRED_MESSAGE,
  path: ['email'],
});
export type TAdminPersonalDataQuery = z.input<typeof ZAdminPersonalDataQuerySchema>;

const rowIds = z.array(z.number().int().positive()).max(10_000);

/**
 * The rows an erasure acts on, as the search showed them (its `erasure.selection`): the server
 * erases exactly these or, when the person's rows changed since, nothing.
 */
export const ZPersonalDataSelection = z.object(
  { guests: rowIds, messages: rowIds, purchases: rowIds },
  PERSONAL_DATA_SELECTION_REQUIRED_MESSAGE,
);
export type TPersonalDataSelection = z.infer<typeof ZPersonalDataSelection>;

/**
 * POST /admin/personal-data/erase: the person the search was made for, the rows it showed, and
 * the administrator's explicit confirmation.
 */
export const ZAdminErasePersonalDataBodySchema = ZPersonFields.extend({
  selection: ZPersonalDataSelection,
  confirm: z.literal(true, PERSONAL_DATA_CONFIRM_REQUIRED_MESSAGE),
}).refine(needsOne, { message: PERSONAL_DATA_QUERY_REQUIRED_MESSAGE, path: ['email'] });
export type TAdminErasePersonalDataBody = z.input<typeof ZAdminErasePersonalDataBodySchema>;

/** What the person accepted with the form, and when (null: sent before consent was asked). */
const consentFields = { consentVersion: z.number().int().nullable(), consentedAt: z.string().nullable() };

export const ZPersonalDataGuest = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** true 'Vou', false 'Não poderei ir', null no answer yet. */
  attending: z.boolean().nullable(),
  message: z.string().nullable(),
  companions: z.array(z.object({ name: z.string(), age: z.number().int() })),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  createdAt: z.string(),
  erasedAt: z.string().nullable(),
  ...consentFields,
});

export const ZPersonalDataMessage = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  erasedAt: z.string().nullable(),
  ...consentFields,
});

export const ZPersonalDataPurchase = z.object({
  id: z.number().int(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestMessage: z.string().nullable(),
  /** Reais: what the guest paid, and the host's share. */
  totalPrice: z.number(),
  userAmount: z.number(),
  status: z.string(),
  createdAt: z.string(),
  erasedAt: z.string().nullable(),
  ...consentFields,
});

/** One event where the person left something. */
export const ZPersonalDataEvent = z.object({
  eventId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  guests: z.array(ZPersonalDataGuest),
  messages: z.array(ZPersonalDataMessage),
  purchases: z.array(ZPersonalDataPurchase),
});
export type TPersonalDataEvent = z.infer<typeof ZPersonalDataEvent>;

/**
 * Who was found: the e-mails and phones searched plus those the found rows link to (a guest's
 * row gives both), and the names the rows carry. One person, found by either.
 */
export const ZPersonalDataPerson = z.object({
  names: z.array(z.string()),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
});
export type TPersonalDataPerson = z.infer<typeof ZPersonalDataPerson>;

/** What 'Apagar dados' would erase now: counts per kind, and the rows themselves. */
export const ZPersonalDataErasure = z.object({
  guests: z.number().int(),
  companions: z.number().int(),
  answers: z.number().int(),
  messages: z.number().int(),
  purchases: z.number().int(),
  /** Mails to the person's e-mails in the queue (pending ones deleted, the others cleared). */
  mailJobs: z.number().int(),
  selection: ZPersonalDataSelection,
});
export type TPersonalDataErasure = z.infer<typeof ZPersonalDataErasure>;

export const ZAdminPersonalDataResponseSchema = ZEnvelope.extend({
  person: ZPersonalDataPerson,
  erasure: ZPersonalDataErasure,
  events: z.array(ZPersonalDataEvent),
  /** Shown for information: a host's account and registration are served from the host's own account. */
  preRegistrations: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      paymentStatus: z.string(),
      accountCreated: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  hostAccounts: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      active: z.boolean(),
      createdAt: z.string(),
      deletedAt: z.string().nullable(),
    }),
  ),
});
export type TAdminPersonalDataResponse = z.infer<typeof ZAdminPersonalDataResponseSchema>;

/** How many rows were anonymised, and mail jobs deleted or cleared. */
export const ZAdminErasePersonalDataResponseSchema = ZEnvelope.extend({
  guests: z.number().int(),
  messages: z.number().int(),
  purchases: z.number().int(),
  mailJobs: z.number().int(),
});
export type TAdminErasePersonalDataResponse = z.infer<typeof ZAdminErasePersonalDataResponseSchema>;

/** GET /admin/personal-data/export: the file's text (personalDataExport, pretty-printed JSON). */
export const ZAdminPersonalDataExportSchema = z.string();
