import type { z } from 'zod';
import { ZEventSettings } from '../models/settings';
import { ZSiteSettingsFormSchema } from '../validation/forms/event';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /users/event/{eventId}/settings. */
export const ZUsersGetSettingsResponseSchema = ZEnvelope.extend({ settings: ZEventSettings });
export type TUsersGetSettingsResponse = z.infer<typeof ZUsersGetSettingsResponseSchema>;

/** PUT /users/event/{eventId}/settings: an empty password opens the site. */
export const ZUsersUpdateSettingsBodySchema = ZSiteSettingsFormSchema;
export type TUsersUpdateSettingsBody = z.input<typeof ZUsersUpdateSettingsBodySchema>;
export const ZUsersUpdateSettingsResponseSchema = ZOkResponse.extend({ settings: ZEventSettings });
export type TUsersUpdateSettingsResponse = z.infer<typeof ZUsersUpdateSettingsResponseSchema>;
