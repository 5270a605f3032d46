import { apiRoutes } from '@celebra/shared/api';
import { EVENT_SETTINGS_SAVED_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { findEventSettings, findSitePasswordHash } from '../../../domain/event-settings/find-event-settings';
import { requirePasswordService } from '../../../domain/event-settings/require-password-service';
import { updateEventSettings } from '../../../domain/event-settings/update-event-settings';
import { hasService } from '../../../domain/service/has-service';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/**
 * GET and PUT /users/event/{eventId}/settings: 'Configurações do Site'. The shared schema trims and
 * lower-cases the slug ('O link do evento não pode ser vazio.') and checks a given password
 * ('A senha deve ter pelo menos 6 caracteres.'); an empty one opens the site, an absent one keeps
 * the site's. The password is stored hashed and never answered: GET says `hasPassword`. A new password needs
 * the 'Senha no Site' service (require-password-service.ts), which GET tells as `canSetPassword`.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersGetSettings),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const [settings, canSetPassword] = await Promise.all([
        findEventSettings(app.db, event),
        hasService(app.db, event.id, 'PASSWORD'),
      ]);
      return { success: true, message: OK_MESSAGE, settings, canSetPassword };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersUpdateSettings),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const { password } = request.body;
      if (typeof password === 'string') {
        const currentHash = await findSitePasswordHash(app.db, event.id);
        await requirePasswordService(app.db, event.id, { currentHash, next: password });
      }
      const settings = await updateEventSettings(app.db, event.id, request.body);
      return { success: true, message: EVENT_SETTINGS_SAVED_MESSAGE, settings };
    },
  });
};

export default settingsRoutes;
