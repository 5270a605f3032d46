import { ZNotificationPreferences } from '@celebra/shared/models';
import { ZSiteSettingsFormSchema } from '@celebra/shared/validation';
import type { z } from 'zod';

/**
 * The settings page's one form: the site's settings and, when they could be loaded, the host's
 * e-mail choices. One 'Salvar' sends each part that changed to its own call.
 */
export const ZSettingsPageFormSchema = ZSiteSettingsFormSchema.extend({
  preferences: ZNotificationPreferences.optional(),
});

export type TSettingsPageForm = z.input<typeof ZSettingsPageFormSchema>;
export type TSettingsPageOutput = z.output<typeof ZSettingsPageFormSchema>;
