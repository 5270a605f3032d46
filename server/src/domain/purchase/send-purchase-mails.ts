import { priceLine } from '@celebra/shared/format';
import { and, eq, isNull } from 'drizzle-orm';
import { events, purchaseItems, purchases, users } from '../../db/schema/index';
import { giftReceivedMail, lateApprovalRefundedMail, purchaseApprovedMail } from '../../mail/templates/index';
import type { Services } from '../services';
import { asWholeUnits } from './price-cart';

/** The guest's purchase as its mails tell it, with the host who receives it. */
async function findMailedPurchase(services: Services, purchaseId: number) {
  const [purchase] = await services.db
    .select({
      guestName: purchases.guestName,
      guestEmail: purchases.guestEmail,
      guestMessage: purchases.guestMessage,
      totalPriceCents: purchases.totalPriceCents,
      userAmountCents: purchases.userAmountCents,
      percentage: purchases.percentage,
      feeCoveredByGuest: purchases.feeCoveredByGuest,
      eventTitle: events.title,
      slug: events.slug,
      hostId: users.id,
      hostEmail: users.email,
      hostName: users.firstName,
      hostWantsMail: users.notifyGifts,
    })
    .from(purchases)
    .innerJoin(events, eq(events.id, purchases.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!purchase) return undefined;
  const items = await services.db
    .select({
      name: purchaseItems.giftName,
      quantity: purchaseItems.quantity,
      unitPriceCents: purchaseItems.unitPriceCents,
    })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchaseId, purchaseId))
    .orderBy(purchaseItems.id);
  // What the guest paid for each line: the price with the platform's fee on the line when they
  // covered it, the price itself when not (a free amount: the value they typed), written as the
  // checkout showed it (asWholeUnits), so the lines add up to the total.
  const paidItems = items.map((item) =>
    asWholeUnits(
      item.name,
      item.quantity,
      priceLine(item.unitPriceCents, item.quantity, purchase.percentage, purchase.feeCoveredByGuest)
        .guestCents,
    ),
  );
  return { ...purchase, items, paidItems };
}

/**
 * Claims the sending of a purchase's approval mails: true for the one caller that set
 * approvalMailedAt, false for every other (the provider repeating the approval, approved →
 * pending → approved, two deliveries at once). One conditional update, decided by the database.
 */
async function claimApprovalMails(services: Services, purchaseId: number): Promise<boolean> {
  const claimed = await services.db
    .update(purchases)
    .set({ approvalMailedAt: new Date() })
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.approvalMailedAt)))
    .returning({ id: purchases.id });
  return claimed.length > 0;
}

/**
 * The two e-mails of an approved purchase: the guest's confirmation (what the checkout-success
 * page promises) and the host's 'you received a gift', unless the host turned that one off
 * (users.notifyGifts; the daily summary still counts the gift). Sent once per purchase, however
 * many times it becomes APPROVED (claimApprovalMails); services.mail never throws, so a mail server that
 * is down costs an e-mail, not the notification.
 */
export async function sendPurchaseApprovedMails(services: Services, purchaseId: number): Promise<void> {
  if (!(await claimApprovalMails(services, purchaseId))) return;
  const purchase = await findMailedPurchase(services, purchaseId);
  if (!purchase) return;
  const { items } = purchase;
  const { appUrls } = services.config;

  await services.mail.send(
    purchaseApprovedMail({
      to: purchase.guestEmail,
      guestName: purchase.guestName,
      eventTitle: purchase.eventTitle,
      items: purchase.paidItems,
      totalCents: purchase.totalPriceCents,
      eventUrl: `${appUrls.site}/${purchase.slug}`,
    }),
  );
  if (!purchase.hostWantsMail) return;
  await services.mail.send(
    giftReceivedMail({
      to: purchase.hostEmail,
      hostId: purchase.hostId,
      hostName: purchase.hostName,
      eventTitle: purchase.eventTitle,
      guestName: purchase.guestName,
      guestMessage: purchase.guestMessage,
      items,
      userAmountCents: purchase.userAmountCents,
      dashboardUrl: `${appUrls.users}/gifts-received`,
    }),
  );
}

/**
 * The guest's mail when their late payment was refunded because what they chose had been given
 * meanwhile (domain/purchase/refund-late-approval.ts): sent by the one call that issued the refund.
 */
export async function sendLateApprovalRefundedMail(
  services: Services,
  purchaseId: number,
  refundedCents: number,
): Promise<void> {
  const purchase = await findMailedPurchase(services, purchaseId);
  if (!purchase) return;
  await services.mail.send(
    lateApprovalRefundedMail({
      to: purchase.guestEmail,
      guestName: purchase.guestName,
      eventTitle: purchase.eventTitle,
      items: purchase.paidItems,
      refundedCents,
      eventUrl: `${services.config.appUrls.site}/${purchase.slug}`,
    }),
  );
}
