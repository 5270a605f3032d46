import { priceLine } from '@celebra/shared/format';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events, purchaseItems, purchases, users } from '../../db/schema/index';
import { giftReceivedMail, purchaseApprovedMail } from '../../mail/templates/index';
import { asWholeUnits } from './price-cart';

/**
 * The two e-mails of an approved purchase: the guest's confirmation (what the checkout-success
 * page promises) and the host's 'you received a gift', unless the host turned that one off
 * (users.notifyGifts; the daily summary still counts the gift). Sent once, on the transition to
 * APPROVED; app.mail never throws, so a mail server that is down costs an e-mail, not the notification.
 */
export async function sendPurchaseApprovedMails(app: FastifyInstance, purchaseId: number): Promise<void> {
  const [purchase] = await app.db
    .select({
      guestName: purchases.guestName,
      guestEmail: purchases.guestEmail,
      totalPriceCents: purchases.totalPriceCents,
      userAmountCents: purchases.userAmountCents,
      percentage: purchases.percentage,
      feeCoveredByGuest: purchases.feeCoveredByGuest,
      eventTitle: events.title,
      slug: events.slug,
      hostEmail: users.email,
      hostName: users.firstName,
      hostWantsMail: users.notifyGifts,
    })
    .from(purchases)
    .innerJoin(events, eq(events.id, purchases.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!purchase) return;
  const items = await app.db
    .select({
      name: purchaseItems.giftName,
      quantity: purchaseItems.quantity,
      unitPriceCents: purchaseItems.unitPriceCents,
    })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchaseId, purchaseId))
    .orderBy(purchaseItems.id);
  const { appUrls } = app.config;

  await app.mail.send(
    purchaseApprovedMail({
      to: purchase.guestEmail,
      guestName: purchase.guestName,
      eventTitle: purchase.eventTitle,
      // What the guest paid for each line: the price with the platform's fee on the line when
      // they covered it, the price itself when not (a free amount: the value they typed), written
      // as the checkout showed it (asWholeUnits), so the lines add up to the total.
      items: items.map((item) =>
        asWholeUnits(
          item.name,
          item.quantity,
          priceLine(item.unitPriceCents, item.quantity, purchase.percentage, purchase.feeCoveredByGuest)
            .guestCents,
        ),
      ),
      totalCents: purchase.totalPriceCents,
      eventUrl: `${appUrls.site}/${purchase.slug}`,
    }),
  );
  if (!purchase.hostWantsMail) return;
  await app.mail.send(
    giftReceivedMail({
      to: purchase.hostEmail,
      hostName: purchase.hostName,
      eventTitle: purchase.eventTitle,
      guestName: purchase.guestName,
      items,
      userAmountCents: purchase.userAmountCents,
      dashboardUrl: `${appUrls.users}/gifts-received`,
    }),
  );
}
