import { eq } from 'drizzle-orm';
import { deliveries, events, users } from '../../db/schema/index';
import { deliverySentMail } from '../../mail/templates/index';
import type { Services } from '../services';

/**
 * The host's mail when a gift leaves for their address: a notice (MailKind 'notice'), so it goes
 * through the notices' rules (a few an hour, the rest folded into the summary), and not at all
 * when the host turned the gifts' mails off (users.notifyGifts). Sent after the move committed,
 * by the one call that moved the line; services.mail never throws.
 */
export async function sendDeliverySentMail(services: Services, deliveryId: number): Promise<void> {
  const [line] = await services.db
    .select({
      giftName: deliveries.giftName,
      quantity: deliveries.quantity,
      carrier: deliveries.carrier,
      trackingCode: deliveries.trackingCode,
      eventTitle: events.title,
      hostId: users.id,
      hostEmail: users.email,
      hostName: users.firstName,
      wantsMail: users.notifyGifts,
    })
    .from(deliveries)
    .innerJoin(events, eq(events.id, deliveries.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(deliveries.id, deliveryId))
    .limit(1);
  if (!line?.wantsMail || !line.carrier || !line.trackingCode) return;
  await services.mail.send(
    deliverySentMail({
      to: line.hostEmail,
      hostId: line.hostId,
      hostName: line.hostName,
      eventTitle: line.eventTitle,
      giftName: line.giftName,
      quantity: line.quantity,
      carrier: line.carrier,
      trackingCode: line.trackingCode,
      dashboardUrl: `${services.config.appUrls.users}/gifts-received`,
    }),
  );
}
