/**
 * The mails the platform wrote to DATA_DIR/outbox (no SMTP_URL in the journeys): what a person
 * would find in their mailbox, decoded by the one outbox reader the server's tests use too.
 */
import path from 'node:path';
import { expect } from '@playwright/test';
import { type OutboxMail, readOutboxDir } from '../../server/test/helpers/outbox';
import { dataDir } from './platform-env';

export type Mail = OutboxMail;

/** The newest mail to `to` whose subject contains `subject`, waited for up to 15 s. */
export async function waitForMail(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readOutboxDir(path.join(dataDir(), 'outbox'));
        found = mails.filter((mail) => mail.to.includes(to) && mail.subject.includes(subject)).at(-1);
        return found !== undefined;
      },
      { message: `No mail to ${to} about '${subject}' in the outbox`, timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The first address in a mail's text that matches `pattern` (e.g. the access link). */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`No link matching ${pattern} in the mail '${mail.subject}':\n${mail.text}`);
  return link;
}
