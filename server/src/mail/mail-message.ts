/**
 * What a mail is, which decides how the platform treats it (plugins/mail.ts) and when the queue
 * delivers it (mail-queue.ts's MAIL_PRIORITY):
 * - `security`: tells an account holder of a change to their account (payout destination, password,
 *   data downloaded, deletion asked, a co-host added). Never capped, never dropped: an alert a
 *   stranger could suppress by filling the recipient's allowance first protects no one.
 * - `transactional` (the default): follows something the recipient did or asked for (a purchase,
 *   an access link, a registration), to an address someone typed: held to the per-address cap.
 * - `notice`: tells a host of their event's activity (a message, an answer, a gift). Past a few an
 *   hour they are folded into one summary mail instead of being dropped (see `notice`).
 * - `reminder`: a host's reminder to a guest; never to an address that asked not to receive them,
 *   capped per address, and the last in the queue's order.
 * - `summary`: a digest the platform composes itself (the daily summary, the notices' summary),
 *   bounded by construction; after the transactional mails in the queue.
 */
export type MailKind = 'security' | 'transactional' | 'notice' | 'reminder' | 'summary';

/** One e-mail as the app composes it; the sender is the configured MAIL_FROM. */
export type MailMessage = {
  to: string;
  subject: string;
  /** The plain-text body every client can show. */
  text: string;
  /** An optional HTML alternative of the same text. */
  html?: string;
  /** How the mail is treated (see MailKind); 'transactional' when absent. */
  kind?: MailKind;
  /**
   * Sent because money was actually received (a gift paid): counted in the recipient's hourly
   * allowance but never dropped for it, since each one costs whoever causes it a payment and a
   * couple's wedding-day gifts must all be told.
   */
  followsPayment?: boolean;
  /**
   * A notice's host and its one line in the notices' summary: with it, a notice past the host's
   * hourly few is kept as this line and mailed in the next summary instead of on its own.
   */
  notice?: { userId: number; line: string };
  /** The reminder's unsubscribe address, sent as the List-Unsubscribe header (one-click, RFC 8058). */
  listUnsubscribe?: string;
};

/**
 * Delivers one message or rejects; the mail plugin is what turns a rejection into a log line.
 * `messageId` sets the Message-ID header (the queue derives it from the job, so that a retried
 * delivery carries the same one); without it nodemailer makes a random one.
 */
export type MailSender = {
  send: (message: MailMessage, options?: { messageId?: string }) => Promise<void>;
  close: () => void;
};
