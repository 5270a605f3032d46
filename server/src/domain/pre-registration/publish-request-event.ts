import { ZUsersRegisterBodySchema } from '@celebra/shared/api';
import { eq } from 'drizzle-orm';
import { eventTypes, preUserRequests } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import type { Services } from '../services';
import { findAutoPublishEvents } from '../settings/find-settings';
import { registerHost } from '../user/register-host';
import { readEventInfo } from './find-pre-user-requests';
import { sendEventReadyMail } from './send-event-ready-mail';

/**
 * 'Publicar eventos automaticamente após o pagamento': once a request's fee is approved AND its
 * event wizard is sent, the platform creates the account and the event itself, through the very
 * code of the administrator's 'Criar evento' (registerHost, with the draft the admin wizard would
 * have been pre-filled with and the password the couple chose), and mails the couple the site's
 * and the dashboard's links. Called after each of the two commits (the fee's approval, the wizard's
 * submission): whichever comes last finds both and publishes. Exactly once: the conversion claims
 * the request in its transaction (createHostAccount), so a second caller at the same moment, or
 * the administrator's wizard, is refused by the database and does nothing here.
 *
 * Off (the default), or when the request cannot be published as it stands (its slug taken since,
 * a gift gone from the catalogue), nothing happens and the request waits for an administrator, as
 * before. Never throws: the fee and the wizard are recorded whatever happens here. Answers whether
 * this call published the event.
 */
export async function publishRequestEvent(services: Services, requestId: number): Promise<boolean> {
  try {
    if (!(await findAutoPublishEvents(services.db))) return false;
    const [request] = await services.db
      .select()
      .from(preUserRequests)
      .where(eq(preUserRequests.id, requestId))
      .limit(1);
    if (!request || request.accountCreated) return false;
    if (request.paymentStatus !== 'APPROVED' || request.emailVerifiedAt === null) return false;
    const info = readEventInfo(request.eventInfoJson);
    if (!info?.eventTypeId) return false;
    // The couple's wizard asks no subtitle (the administrator types one): the event's type
    // ('Casamento') stands under the title until the couple writes their own in the dashboard.
    const [type] = await services.db
      .select({ name: eventTypes.name })
      .from(eventTypes)
      .where(eq(eventTypes.id, info.eventTypeId))
      .limit(1);
    const draft = ZUsersRegisterBodySchema.safeParse({
      eventTypeId: info.eventTypeId,
      eventCategoryId: info.eventCategoryId,
      title: info.title,
      subtitle: info.subtitle || type?.name,
      slug: info.slug,
      giftDeliveryPreference: info.giftDeliveryPreference,
      gifts: info.gifts,
      firstName: request.firstName,
      lastName: request.lastName,
      phoneNumber: request.phoneNumber,
      email: request.email,
      useUserPassword: true,
      preUserRequestId: request.id,
    });
    if (!draft.success) {
      services.log.warn(
        { requestId },
        'a request could not be published on its own: left for an administrator',
      );
      return false;
    }
    const userId = await registerHost(services.db, draft.data, { autoPublished: true });
    await sendEventReadyMail(services, userId);
    return true;
  } catch (error) {
    // Converted by another call meanwhile (a conflict), or refused as it stands (slug taken, gift
    // gone): the administrator's list shows which.
    if (error instanceof DomainError && error.code !== 'provider-failed' && error.code !== 'busy') {
      services.log.info({ requestId, code: error.code }, 'a request was not published on its own');
    } else services.log.error({ err: error, requestId }, 'a request could not be published on its own');
    return false;
  }
}
