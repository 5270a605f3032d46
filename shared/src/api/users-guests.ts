import { z } from 'zod';
import { ZGuest, ZNotificationPreferences, ZRsvpSettings } from '../models/guest';
import { coercedId, requiredText } from '../validation/fields';
import { ZGuestFormSchema, ZRsvpSettingsFormSchema } from '../validation/forms/guest';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /users/guests/{eventId}. */
export const ZUsersListGuestsResponseSchema = ZEnvelope.extend({ guests: z.array(ZGuest) });
export type TUsersListGuestsResponse = z.infer<typeof ZUsersListGuestsResponseSchema>;

/** POST /users/guests/{eventId}: the client also sends eventId in the body; the path wins. */
export const ZUsersCreateGuestBodySchema = ZGuestFormSchema.extend({
  eventId: coercedId('eventId').optional(),
});
export type TUsersCreateGuestBody = z.input<typeof ZUsersCreateGuestBodySchema>;
export const ZUsersCreateGuestResponseSchema = ZOkResponse.extend({ guest: ZGuest });
export type TUsersCreateGuestResponse = z.infer<typeof ZUsersCreateGuestResponseSchema>;

/** PUT and DELETE /users/guests/{eventId}/{guestId}. */
export const ZUsersGuestParamsSchema = z.object({
  eventId: coercedId('eventId'),
  guestId: coercedId('guestId'),
});
export const ZUsersUpdateGuestBodySchema = ZGuestFormSchema;
export type TUsersUpdateGuestBody = z.input<typeof ZUsersUpdateGuestBodySchema>;
export const ZUsersUpdateGuestResponseSchema = ZOkResponse.extend({ guest: ZGuest });
export type TUsersUpdateGuestResponse = z.infer<typeof ZUsersUpdateGuestResponseSchema>;
export const ZUsersDeleteGuestResponseSchema = ZOkResponse;

/**
 * POST /users/guests/{eventId}/{guestId}/merge: the path's guest (an answer sent on the site without
 * the personal link) is one person with `intoGuestId`, the row kept; its answer moves there and the
 * path's row is removed. The kept row comes back.
 */
export const ZUsersMergeGuestBodySchema = z.object({ intoGuestId: coercedId('intoGuestId') });
export type TUsersMergeGuestBody = z.input<typeof ZUsersMergeGuestBodySchema>;
export const ZUsersMergeGuestResponseSchema = ZOkResponse.extend({ guest: ZGuest });
export type TUsersMergeGuestResponse = z.infer<typeof ZUsersMergeGuestResponseSchema>;

/**
 * POST /users/guests/{eventId}/import: a CSV of invitations (columns Nome, Sobrenome, E-mail,
 * Telefone; comma or semicolon; a header row). All or nothing: with any bad row nothing is stored
 * and the answer (success false, imported 0) lists each row's problem by its line in the file.
 */
const IMPORT_MAX_CHARACTERS = 512 * 1024;
export const ZUsersImportGuestsBodySchema = z.object({
  csv: requiredText('csv', { max: IMPORT_MAX_CHARACTERS }),
});
export type TUsersImportGuestsBody = z.input<typeof ZUsersImportGuestsBodySchema>;
export const ZGuestImportProblem = z.object({ line: z.number().int(), message: z.string() });
export type TGuestImportProblem = z.infer<typeof ZGuestImportProblem>;
export const ZUsersImportGuestsResponseSchema = ZEnvelope.extend({
  imported: z.number().int(),
  errors: z.array(ZGuestImportProblem),
});
export type TUsersImportGuestsResponse = z.infer<typeof ZUsersImportGuestsResponseSchema>;

/** How many of the file's guests the preview shows. */
export const IMPORT_PREVIEW_ROWS = 5;
/** The guest fields a CSV column may fill; null for a column the import ignores. */
export const ZGuestImportField = z.enum(['firstName', 'lastName', 'email', 'phoneNumber']);
export type TGuestImportField = z.infer<typeof ZGuestImportField>;
export const ZGuestImportColumn = z.object({ header: z.string(), field: ZGuestImportField.nullable() });
export type TGuestImportColumn = z.infer<typeof ZGuestImportColumn>;
/** A guest as the import would store it (names split, e-mail in lower case, phone formatted). */
export const ZGuestImportRow = z.object({
  line: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});
export type TGuestImportRow = z.infer<typeof ZGuestImportRow>;

/**
 * POST /users/guests/{eventId}/import/preview: the same file and the same checks as the import,
 * nothing stored. Each column's header and the field it fills, the first IMPORT_PREVIEW_ROWS
 * guests as they would be stored, how many would be imported (0 when any row has a problem: the
 * import is all or nothing) and the rows' problems. A file that cannot be read is the import's 400.
 */
export const ZUsersPreviewGuestImportBodySchema = ZUsersImportGuestsBodySchema;
export type TUsersPreviewGuestImportBody = z.input<typeof ZUsersPreviewGuestImportBodySchema>;
export const ZUsersPreviewGuestImportResponseSchema = ZOkResponse.extend({
  columns: z.array(ZGuestImportColumn),
  guests: z.array(ZGuestImportRow),
  total: z.number().int(),
  errors: z.array(ZGuestImportProblem),
});
export type TUsersPreviewGuestImportResponse = z.infer<typeof ZUsersPreviewGuestImportResponseSchema>;

/** POST /users/guests/{eventId}/{guestId}/remind: an e-mail reminder to one guest who has not answered. */
export const ZUsersRemindGuestResponseSchema = ZOkResponse;
/** POST /users/guests/{eventId}/remind: to every guest with an e-mail who has not answered nor been reminded in 24 h. */
export const ZUsersRemindGuestsResponseSchema = ZOkResponse.extend({ sent: z.number().int() });
export type TUsersRemindGuestsResponse = z.infer<typeof ZUsersRemindGuestsResponseSchema>;

/** GET and PUT /users/event/{eventId}/rsvp: the deadline, the children's age band and the questions. */
export const ZUsersGetRsvpSettingsResponseSchema = ZEnvelope.extend({ rsvp: ZRsvpSettings });
export type TUsersGetRsvpSettingsResponse = z.infer<typeof ZUsersGetRsvpSettingsResponseSchema>;
export const ZUsersUpdateRsvpSettingsBodySchema = ZRsvpSettingsFormSchema;
export type TUsersUpdateRsvpSettingsBody = z.input<typeof ZUsersUpdateRsvpSettingsBodySchema>;
export const ZUsersUpdateRsvpSettingsResponseSchema = ZOkResponse.extend({ rsvp: ZRsvpSettings });
export type TUsersUpdateRsvpSettingsResponse = z.infer<typeof ZUsersUpdateRsvpSettingsResponseSchema>;

/** GET and PUT /users/notifications: the e-mails the signed-in host chose to get. */
export const ZUsersGetNotificationsResponseSchema = ZEnvelope.extend({
  preferences: ZNotificationPreferences,
});
export type TUsersGetNotificationsResponse = z.infer<typeof ZUsersGetNotificationsResponseSchema>;
export const ZUsersUpdateNotificationsBodySchema = ZNotificationPreferences;
export type TUsersUpdateNotificationsBody = z.input<typeof ZUsersUpdateNotificationsBodySchema>;
export const ZUsersUpdateNotificationsResponseSchema = ZOkResponse.extend({
  preferences: ZNotificationPreferences,
});
