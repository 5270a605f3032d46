import { GUEST_LIST_MESSAGES, GUEST_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { and, count, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSettings, guests, mailUnsubscribes, reminderCounts } from '../../db/schema/index';
import { guestReminderMail } from '../../mail/templates/index';
import { DomainError } from '../errors/domain-error';
import { unsubscribeToken } from '../notification/unsubscribe-token';
import { formatDeadline } from '../rsvp/rsvp-deadline';
import type { Services } from '../services';
import { findReminderPlace } from './find-reminder-place';

type RemindedEvent = { id: number; slug: string; title: string };

/** A guest is reminded by e-mail at most once a day, whoever asks. */
const REMINDER_INTERVAL = sql`interval '24 hours'`;

/**
 * The reminders an event may mail in a rolling day: this many per guest with an e-mail on its
 * list. Each guest is reminded at most once a day already; the factor leaves room for a list
 * that changes during the day (a guest added, a reminder fixed) while a host who deletes and
 * re-imports the list to remind it again and again stops at twice the list a day.
 */
export const REMINDERS_PER_GUEST_PER_DAY = 2;

/** Not reminded yet, or longer ago than the interval. */
const remindable = or(isNull(guests.remindedAt), lt(guests.remindedAt, sql`now() - ${REMINDER_INTERVAL}`));

/** The guest's address asked, by a reminder's link, not to receive them (as the list keeps it). */
const unsubscribed = sql`exists (select 1 from ${mailUnsubscribes} where ${mailUnsubscribes.addressHash} = encode(sha256(convert_to(lower(trim(${guests.email})), 'UTF8')), 'hex'))`;

const claimed = {
  firstName: guests.firstName,
  email: guests.email,
  invitationToken: guests.invitationToken,
};
type Claimed = { firstName: string; email: string; invitationToken: string };

/**
 * Reminds one invited guest by e-mail, with their personal link. Refused when the guest has no
 * e-mail (the host sends the link by WhatsApp), has already answered, asked not to receive
 * reminders, was reminded in the last 24 hours, or the event has used its day's reminders.
 * remindedAt is claimed by a conditional update before the mail goes, so two clicks at once send
 * one mail.
 */
export async function remindGuest(services: Services, event: RemindedEvent, guestId: number): Promise<void> {
  const [guest] = await services.db
    .select({ email: guests.email, attending: guests.attending, unsubscribed: sql<boolean>`${unsubscribed}` })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.eventId, event.id)));
  if (!guest) throw new DomainError('not-found', GUEST_NOT_FOUND_MESSAGE);
  if (guest.email.trim() === '') throw new DomainError('invalid', GUEST_LIST_MESSAGES.reminderNoEmail);
  if (guest.attending !== null)
    throw new DomainError('conflict', GUEST_LIST_MESSAGES.reminderAlreadyAnswered);
  if (guest.unsubscribed) throw new DomainError('conflict', GUEST_LIST_MESSAGES.reminderUnsubscribed);
  const { rows, allowance } = await claimReminders(services.db, event.id, eq(guests.id, guestId));
  if (allowance === 0) throw new DomainError('too-many', GUEST_LIST_MESSAGES.reminderDailyLimit);
  if (rows.length === 0) throw new DomainError('too-many', GUEST_LIST_MESSAGES.reminderTooSoon);
  await sendReminders(services, event, rows);
}

/**
 * Reminds every guest of the event who has an e-mail, has not answered, did not unsubscribe and
 * was not reminded in the last 24 hours, up to the event's day allowance; answers how many.
 */
export async function remindGuests(services: Services, event: RemindedEvent): Promise<number> {
  const { rows } = await claimReminders(services.db, event.id, ne(guests.email, ''));
  await sendReminders(services, event, rows);
  return rows.length;
}

/**
 * Counts before sending, in one transaction: the event's day counter is locked (created, or
 * started again when its day is over), the allowance left is REMINDERS_PER_GUEST_PER_DAY × the
 * guests with an e-mail minus what the day has sent, at most that many guests are claimed
 * (remindedAt set), and the counter is raised by the guests claimed. Two bulk reminders at once
 * wait for each other on the counter's row, so together they never pass the allowance and never
 * mail a guest twice.
 */
async function claimReminders(
  db: Db,
  eventId: number,
  which: SQL,
): Promise<{ rows: Claimed[]; allowance: number }> {
  return db.transaction(async (tx) => {
    const over = sql`${reminderCounts.resetAt} <= now()`;
    const [counter] = await tx
      .insert(reminderCounts)
      .values({ eventId, count: 0, resetAt: sql`now() + ${REMINDER_INTERVAL}` })
      .onConflictDoUpdate({
        target: reminderCounts.eventId,
        set: {
          count: sql`case when ${over} then 0 else ${reminderCounts.count} end`,
          resetAt: sql`case when ${over} then excluded.reset_at else ${reminderCounts.resetAt} end`,
        },
      })
      .returning({ count: reminderCounts.count });
    const [listed] = await tx
      .select({ n: count() })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), ne(guests.email, '')));
    const allowance = Math.max(0, REMINDERS_PER_GUEST_PER_DAY * (listed?.n ?? 0) - (counter?.count ?? 0));
    if (allowance === 0) return { rows: [], allowance };
    const candidates = tx
      .select({ id: guests.id })
      .from(guests)
      .where(
        and(
          eq(guests.eventId, eventId),
          isNull(guests.attending),
          remindable,
          which,
          sql`not ${unsubscribed}`,
        ),
      )
      .orderBy(guests.id)
      .limit(allowance);
    const rows = await tx
      .update(guests)
      .set({ remindedAt: sql`now()` })
      .where(and(inArray(guests.id, candidates), isNull(guests.attending), remindable))
      .returning(claimed);
    if (rows.length > 0) {
      await tx
        .update(reminderCounts)
        .set({ count: sql`${reminderCounts.count} + ${rows.length}` })
        .where(eq(reminderCounts.eventId, eventId));
    }
    return { rows, allowance };
  });
}

async function sendReminders(services: Services, event: RemindedEvent, rows: Claimed[]): Promise<void> {
  if (rows.length === 0) return;
  const [settings] = await services.db
    .select({ deadline: eventSettings.confirmationDeadline })
    .from(eventSettings)
    .where(eq(eventSettings.eventId, event.id));
  const deadline = settings?.deadline ? formatDeadline(settings.deadline) : null;
  const { when, where } = await findReminderPlace(services.db, event.id);
  const site = `${services.config.appUrls.site}/${encodeURIComponent(event.slug)}`;
  for (const row of rows) {
    const token = await unsubscribeToken(services.db, row.email);
    // services.mail.send never rejects: a mail that fails is logged (without the address) and the rest go on.
    await services.mail.send(
      guestReminderMail({
        to: row.email,
        guestName: row.firstName,
        eventTitle: event.title,
        invitationUrl: `${site}?convite=${row.invitationToken}`,
        deadline,
        when,
        where,
        unsubscribeUrl: `${services.config.appUrls.site}/api/guests/unsubscribe/${token}`,
      }),
    );
  }
}
