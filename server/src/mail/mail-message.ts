/** One e-mail as the app composes it; the sender is the configured MAIL_FROM. */
export type MailMessage = {
  to: string;
  subject: string;
  /** The plain-text body every client can show. */
  text: string;
  /** An optional HTML alternative of the same text. */
  html?: string;
  /**
   * Sent because money was actually received (a gift paid): counted in the recipient's hourly
   * allowance but never dropped for it, since each one costs whoever causes it a payment and a
   * couple's wedding-day gifts must all be told.
   */
  followsPayment?: boolean;
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
