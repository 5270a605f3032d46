import { z } from 'zod';
import { ZSettings } from '../models/settings';
import { ZPasswordChangeSchema } from '../validation/forms/account';
import { ZAdminSettingsFormSchema } from '../validation/forms/money';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /admin/settings. */
export const ZAdminGetSettingsResponseSchema = ZEnvelope.extend({ settings: ZSettings });
export type TAdminGetSettingsResponse = z.infer<typeof ZAdminGetSettingsResponseSchema>;

/** PUT /admin/settings. */
export const ZAdminUpdateSettingsBodySchema = ZAdminSettingsFormSchema;
export type TAdminUpdateSettingsBody = z.input<typeof ZAdminUpdateSettingsBodySchema>;
export const ZAdminUpdateSettingsResponseSchema = ZOkResponse.extend({ settings: ZSettings });
export type TAdminUpdateSettingsResponse = z.infer<typeof ZAdminUpdateSettingsResponseSchema>;

/** GET /admin/settings/percentage-gift: for the gift form's final price. */
export const ZAdminGetPercentageGiftResponseSchema = ZEnvelope.extend({ percentageGift: z.number() });
export type TAdminGetPercentageGiftResponse = z.infer<typeof ZAdminGetPercentageGiftResponseSchema>;

/** PUT /admin/password: the modal's repeat field stays in the form. */
export const ZAdminChangePasswordBodySchema = ZPasswordChangeSchema;
export type TAdminChangePasswordBody = z.input<typeof ZAdminChangePasswordBodySchema>;
export const ZAdminChangePasswordResponseSchema = ZOkResponse;
