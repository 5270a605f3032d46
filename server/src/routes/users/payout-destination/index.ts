import { apiRoutes } from '@celebra/shared/api';
import { formatDate, formatTime, maskPixKey, PIX_KEY_TYPE_LABELS } from '@celebra/shared/format';
import { OK_MESSAGE, PAYOUT_DESTINATION_SAVED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_TIME_ZONE } from '../../../db/list-query';
import {
  findPayoutDestination,
  toMaskedDestination,
} from '../../../domain/payout-destination/find-payout-destination';
import { savePayoutDestination } from '../../../domain/payout-destination/save-payout-destination';
import { contractRoute } from '../../../http/contract-route';
import { payoutDestinationChangedMail } from '../../../mail/templates/index';
import { getUser } from '../../../plugins/auth';

/**
 * GET and PUT /api/users/payout-destination: where the signed-in host's payouts go, always
 * answered masked. A change needs the account's password and is mailed to the host.
 */
const payoutDestinationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersGetPayoutDestination),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      destination: await findPayoutDestination(app.db, getUser(request).id),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.usersSavePayoutDestination),
    handler: async (request) => {
      const { destination, host } = await savePayoutDestination(app.db, getUser(request).id, request.body);
      const zone = { timeZone: PLATFORM_TIME_ZONE };
      await app.mail.send(
        payoutDestinationChangedMail({
          to: host.email,
          hostName: host.firstName,
          pixKeyTypeLabel: PIX_KEY_TYPE_LABELS[destination.pixKeyType],
          maskedPixKey: maskPixKey(destination.pixKeyType, destination.pixKey),
          changedAt: `${formatDate(destination.updatedAt, zone)} às ${formatTime(destination.updatedAt, zone)}`,
          dashboardUrl: `${app.config.appUrls.users}/gifts-received`,
        }),
      );
      return {
        success: true,
        message: PAYOUT_DESTINATION_SAVED_MESSAGE,
        destination: toMaskedDestination(destination),
      };
    },
  });
};

export default payoutDestinationRoutes;
