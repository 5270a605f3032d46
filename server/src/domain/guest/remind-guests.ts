import { GUEST_LIST_MESSAGES, GUEST_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eventSettings, guests } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import { guestReminderMail } from '../../mail/templates/index';
import { formatDeadline } from '../rsvp/rsvp-deadline';

type RemindedEvent = { id: number; slug: string; title: string };

/** A guest is reminded by e-mail at most once a day, whoever asks. */
const REMINDER_INTERVAL = sql`interval '24 hours'`;

/** Not reminded yet, or longer ago than the interval. */
const remindable = or(isNull(guests.remindedAt), lt(guests.remindedAt, sql`now() - ${REMINDER_INTERVAL}`));

const claimed = {
  firstName: guests.firstName,
  email: guests.email,
  invitationToken: guests.invitationToken,
};

/**
 * Reminds one invited guest by e-mail, with their personal link. Refused when the guest has no
 * e-mail (the host sends the link by WhatsApp), has already answered, or was reminded in the last
 * 24 hours. remindedAt is claimed by a conditional update before the mail goes, so two clicks at
 * once send one mail. The e-mail counts against the recipient's hourly cap like every other.
 */
export async function remindGuest(
  app: FastifyInstance,
  event: RemindedEvent,
  guestId: number,
): Promise<void> {
  const [guest] = await app.db
    .select({ email: guests.email, attending: guests.attending })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.eventId, event.id)));
  if (!guest) throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
  if (guest.email.trim() === '') throw new HttpError(400, GUEST_LIST_MESSAGES.reminderNoEmail);
  if (guest.attending !== null) throw new HttpError(409, GUEST_LIST_MESSAGES.reminderAlreadyAnswered);
  const [row] = await app.db
    .update(guests)
    .set({ remindedAt: sql`now()` })
    .where(and(eq(guests.id, guestId), isNull(guests.attending), remindable))
    .returning(claimed);
  if (!row) throw new HttpError(429, GUEST_LIST_MESSAGES.reminderTooSoon);
  await sendReminders(app, event, [row]);
}

/**
 * Reminds every guest of the event who has an e-mail, has not answered and was not reminded in
 * the last 24 hours; answers how many. The guests are claimed in one update first, so two bulk
 * reminders at once split the list instead of mailing it twice.
 */
export async function remindGuests(app: FastifyInstance, event: RemindedEvent): Promise<number> {
  const rows = await app.db
    .update(guests)
    .set({ remindedAt: sql`now()` })
    .where(and(eq(guests.eventId, event.id), isNull(guests.attending), ne(guests.email, ''), remindable))
    .returning(claimed);
  await sendReminders(app, event, rows);
  return rows.length;
}

async function sendReminders(
  app: FastifyInstance,
  event: RemindedEvent,
  rows: { firstName: string; email: string; invitationToken: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const [settings] = await app.db
    .select({ deadline: eventSettings.confirmationDeadline })
    .from(eventSettings)
    .where(eq(eventSettings.eventId, event.id));
  const deadline = settings?.deadline ? formatDeadline(settings.deadline) : null;
  const site = `${app.config.appUrls.site}/${encodeURIComponent(event.slug)}`;
  for (const row of rows) {
    // app.mail.send never rejects: a mail that fails is logged (without the address) and the rest go on.
    await app.mail.send(
      guestReminderMail({
        to: row.email,
        guestName: row.firstName,
        eventTitle: event.title,
        invitationUrl: `${site}?convite=${row.invitationToken}`,
        deadline,
      }),
    );
  }
}
