/**
 * The platform's e-mails, in Portuguese, each a function from its facts to a MailMessage ready for
 * `app.mail.send(...)`: `app.mail.send(purchaseApprovedMail({ ... }))`.
 */
export { type AccountCreatedMailInput, accountCreatedMail } from './account-created';
export { type DeliverySentMailInput, deliverySentMail } from './delivery-sent';
export { type EventReadyMailInput, eventReadyMail } from './event-ready';
export { type GiftReceivedMailInput, giftReceivedMail } from './gift-received';
export { type GuestConfirmedMailInput, guestConfirmedMail } from './guest-confirmed';
export { type GuestReminderMailInput, guestReminderMail } from './guest-reminder';
export {
  type LateApprovalRefundedMailInput,
  lateApprovalRefundedMail,
} from './late-approval-refunded';
export type { MailItem } from './layout';
export { type NewMessageMailInput, newMessageMail } from './new-message';
export { type NoticeSummaryMailInput, noticeSummaryMail } from './notice-summary';
export { type PasswordChangedMailInput, passwordChangedMail } from './password-changed';
export { type PasswordResetMailInput, passwordResetMail } from './password-reset';
export {
  type PayoutDestinationChangedMailInput,
  payoutDestinationChangedMail,
} from './payout-destination-changed';
export { type PreRegisterAccessMailInput, preRegisterAccessMail } from './pre-register-access';
export { type PreRegisterPaymentMailInput, preRegisterPaymentMail } from './pre-register-payment';
export { type PurchaseApprovedMailInput, purchaseApprovedMail } from './purchase-approved';
export { type RsvpRecordedMailInput, rsvpRecordedMail } from './rsvp-recorded';
