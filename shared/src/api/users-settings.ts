import { z } from 'zod';
import { ZEventSettings } from '../models/settings';
import { ZSiteSettingsFormSchema } from '../validation/forms/event';
import { ZEnvelope, ZOkResponse } from './common';

/**
 * GET /users/event/{eventId}/settings. `canSetPassword`: the event has the site password service
 * ('Senha no Site', bought or free in the catalogue); without it a new password is refused, and
 * the screen says why.
 */
export const ZUsersGetSettingsResponseSchema = ZEnvelope.extend({
  settings: ZEventSettings,
  canSetPassword: z.boolean(),
});
export type TUsersGetSettingsResponse = z.infer<typeof ZUsersGetSettingsResponseSchema>;

/**
 * PUT /users/event/{eventId}/settings: an empty password opens the site. Setting or changing it
 * needs the site password service; keeping the one the site has, or clearing it, does not.
 */
export const ZUsersUpdateSettingsBodySchema = ZSiteSettingsFormSchema;
export type TUsersUpdateSettingsBody = z.input<typeof ZUsersUpdateSettingsBodySchema>;
export const ZUsersUpdateSettingsResponseSchema = ZOkResponse.extend({ settings: ZEventSettings });
export type TUsersUpdateSettingsResponse = z.infer<typeof ZUsersUpdateSettingsResponseSchema>;
