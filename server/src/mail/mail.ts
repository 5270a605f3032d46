import type { MailMessage } from './mail-message';

/**
 * The mail as the domain sends it (`services.mail`, built by plugins/mail.ts): the rules each
 * message goes through (allowances, summaries, the queue) are the plugin's.
 */
export type Mail = {
  send: (message: MailMessage) => Promise<void>;
  /** send(), answering whether the mail was queued, sent or kept for a summary (never rejects). */
  trySend: (message: MailMessage) => Promise<boolean>;
  /**
   * Hands one message to the transport, with no allowance and no queue, and rejects when it
   * fails: only for the mail queue's worker, which retries it (the allowance was counted when
   * the message was queued).
   */
  deliver: (message: MailMessage, options?: { messageId?: string }) => Promise<void>;
};
