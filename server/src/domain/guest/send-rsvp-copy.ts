import { rsvpRecordedMail } from '../../mail/templates/index';
import type { Services } from '../services';
import { findReminderPlace } from './find-reminder-place';
import type { RecordedRsvp } from './record-rsvp';

/**
 * Mails the guest their own answer, as stored, at the address they typed; nothing for a blank
 * address, nor for an answer that stored nothing (a double tap: the first one mailed it already).
 * services.mail.send never rejects, so a mail that fails leaves the answer answered.
 */
export async function sendRsvpCopy(
  services: Pick<Services, 'db' | 'mail' | 'config'>,
  event: { id: number; slug: string; title: string },
  guest: { firstName: string; email: string },
  recorded: RecordedRsvp,
): Promise<void> {
  const to = guest.email.trim();
  if (!to || !recorded.stored) return;
  const { when, where } = await findReminderPlace(services.db, event.id);
  await services.mail.send(
    rsvpRecordedMail({
      to,
      guestFirstName: guest.firstName,
      eventTitle: event.title,
      attending: recorded.attending,
      companions: recorded.companions,
      answers: recorded.answers,
      when,
      where,
      siteUrl: `${services.config.appUrls.site}/${encodeURIComponent(event.slug)}`,
    }),
  );
}
