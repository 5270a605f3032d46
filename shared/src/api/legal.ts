/**
 * The privacy policy and terms of use: the guest site's and host app's public read, and the back
 * office's read and edit of the texts, the encarregado and the guests' data retention.
 */
import { z } from 'zod';
import { DATA_CONTROLLER_INCOMPLETE_MESSAGE } from '../messages/legal';
import { emailField, naming, optionalText } from '../validation/fields';
import { invalidFieldMessage } from '../validation/messages';
import { GUEST_EMAIL_PATTERN } from '../validation/patterns';
import { ZEnvelope, ZOkResponse } from './common';

/** The encarregado as the pages show them; null until the administrator sets one. */
export const ZDataController = z.object({ name: z.string(), email: z.string() }).nullable();
export type TDataController = z.infer<typeof ZDataController>;

/**
 * GET /guests/legal: the texts in force (the administrator's or the platform's defaults), their
 * placeholders already filled, and their version (settings.legalVersion).
 */
export const ZGuestsGetLegalResponseSchema = ZEnvelope.extend({
  privacyPolicy: z.string(),
  termsOfUse: z.string(),
  dataController: ZDataController,
  version: z.number().int(),
});
export type TGuestsGetLegalResponse = z.infer<typeof ZGuestsGetLegalResponseSchema>;

/** The longest legal text the back office takes. */
export const LEGAL_TEXT_MAX_LENGTH = 100_000;

/** Months after an event when its guests' personal data is removed. */
export const GUEST_DATA_RETENTION_MONTHS = { min: 1, max: 120 } as const;

/** The back office's legal settings: a text null follows the platform's default. */
export const ZLegalSettings = z.object({
  privacyPolicy: z.string().nullable(),
  termsOfUse: z.string().nullable(),
  dataControllerName: z.string().nullable(),
  dataControllerEmail: z.string().nullable(),
  guestDataRetentionMonths: z.number().int(),
  version: z.number().int(),
});
export type TLegalSettings = z.infer<typeof ZLegalSettings>;

/** GET /admin/settings/legal: the saved values and the defaults the form restores. */
export const ZAdminGetLegalSettingsResponseSchema = ZEnvelope.extend({
  legal: ZLegalSettings,
  defaults: z.object({ privacyPolicy: z.string(), termsOfUse: z.string() }),
});
export type TAdminGetLegalSettingsResponse = z.infer<typeof ZAdminGetLegalSettingsResponseSchema>;

const retentionMessage = (at?: readonly PropertyKey[]) =>
  `${invalidFieldMessage('guestDataRetentionMonths', at).slice(0, -1)}: informe um número inteiro de ${GUEST_DATA_RETENTION_MONTHS.min} a ${GUEST_DATA_RETENTION_MONTHS.max}.`;

const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  emailField('dataControllerEmail', {
    required: invalidFieldMessage('dataControllerEmail'),
    invalid: invalidFieldMessage('dataControllerEmail'),
    pattern: GUEST_EMAIL_PATTERN,
  }).nullish(),
);

/**
 * PUT /admin/settings/legal: every field, as the form holds them. A text left blank (the form's
 * 'Restaurar texto padrão') is stored null and follows the default. The encarregado's name and
 * e-mail go together, both or neither.
 */
export const ZAdminUpdateLegalSettingsBodySchema = z
  .object({
    privacyPolicy: optionalText('privacyPolicy', LEGAL_TEXT_MAX_LENGTH),
    termsOfUse: optionalText('termsOfUse', LEGAL_TEXT_MAX_LENGTH),
    dataControllerName: optionalText('dataControllerName'),
    dataControllerEmail: optionalEmail.transform((value) => value ?? null),
    guestDataRetentionMonths: z.coerce
      .number<string | number>(naming(retentionMessage))
      .int(naming(retentionMessage))
      .min(GUEST_DATA_RETENTION_MONTHS.min, naming(retentionMessage))
      .max(GUEST_DATA_RETENTION_MONTHS.max, naming(retentionMessage)),
  })
  .refine((body) => (body.dataControllerName === null) === (body.dataControllerEmail === null), {
    message: DATA_CONTROLLER_INCOMPLETE_MESSAGE,
    path: ['dataControllerName'],
  });
export type TAdminUpdateLegalSettingsBody = z.input<typeof ZAdminUpdateLegalSettingsBodySchema>;
export const ZAdminUpdateLegalSettingsResponseSchema = ZOkResponse.extend({ legal: ZLegalSettings });
export type TAdminUpdateLegalSettingsResponse = z.infer<typeof ZAdminUpdateLegalSettingsResponseSchema>;

/** One version of the texts as the back office lists it. */
export const ZLegalVersionSummary = z.object({
  version: z.number().int(),
  /** When it came into force; null for the versions before versions were kept. */
  publishedAt: z.string().nullable(),
  /** The administrator who published it ('Ana Souza <ana@…>'); null: the platform. */
  publishedBy: z.string().nullable(),
  /** False when the version's texts were overwritten before versions were kept. */
  textKept: z.boolean(),
});
export type TLegalVersionSummary = z.infer<typeof ZLegalVersionSummary>;

/** GET /admin/settings/legal/versions: every version, newest first. */
export const ZAdminListLegalVersionsResponseSchema = ZEnvelope.extend({
  versions: z.array(ZLegalVersionSummary),
});
export type TAdminListLegalVersionsResponse = z.infer<typeof ZAdminListLegalVersionsResponseSchema>;

/**
 * GET /admin/settings/legal/versions/:id: the texts of one version as a person was shown them
 * (placeholders filled with today's encarregado and retention); null when not kept.
 */
export const ZAdminGetLegalVersionResponseSchema = ZEnvelope.extend({
  ...ZLegalVersionSummary.shape,
  privacyPolicy: z.string().nullable(),
  termsOfUse: z.string().nullable(),
  dataController: ZDataController,
});
export type TAdminGetLegalVersionResponse = z.infer<typeof ZAdminGetLegalVersionResponseSchema>;
