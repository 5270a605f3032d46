import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Guests who answered, and the people they are (each guest plus their companions). */
export type AnswerCount = { guests: number; people: number };

/** What happened on a host's active events in a window, and where their guest list stands. */
export type DailyActivity = {
  /** Gift purchases approved in the window and the host's share of them, in centavos. */
  gifts: { count: number; userAmountCents: number };
  messages: number;
  /** Answers given or changed in the window, by their answer now. */
  attending: AnswerCount;
  notAttending: AnswerCount;
  totals: {
    /** People coming to date: every guest who answered 'Vou' and their companions. */
    confirmedPeople: number;
    /** Guests on the list who have not answered yet. */
    notAnswered: number;
  };
};

/**
 * The daily summary's numbers for one host, over their active events, in the window (from, to].
 * A gift counts when its purchase was approved (its GIFT_CREDITED ledger entry, written by the
 * database at the approval, whoever approved it), for the share credited to the host; a guest's
 * answer counts when given or last changed. One round trip.
 */
export async function countDailyActivity(
  db: Db,
  userId: number,
  window: { from: Date; to: Date },
): Promise<DailyActivity> {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const result = await db.execute<Record<string, string | null>>(sql`
    with host_events as (select id from events where user_id = ${userId} and active),
    answers as (
      select g.attending, 1 + (select count(*) from guest_companions c where c.guest_id = g.id) as people
      from guests g
      where g.event_id in (select id from host_events) and g.attending is not null
        and coalesce(g.answer_changed_at, g.answered_at) > ${from}::timestamptz
        and coalesce(g.answer_changed_at, g.answered_at) <= ${to}::timestamptz
    )
    select
      (select count(*) from ledger_entries l where l.event_id in (select id from host_events)
        and l.kind = 'GIFT_CREDITED' and l.created_at > ${from}::timestamptz
        and l.created_at <= ${to}::timestamptz) as gifts,
      (select coalesce(sum(l.amount_cents), 0) from ledger_entries l
        where l.event_id in (select id from host_events) and l.kind = 'GIFT_CREDITED'
        and l.created_at > ${from}::timestamptz and l.created_at <= ${to}::timestamptz) as gift_cents,
      (select count(*) from event_messages m where m.event_id in (select id from host_events)
        and m.created_at > ${from}::timestamptz and m.created_at <= ${to}::timestamptz) as messages,
      (select count(*) from answers where attending) as attending_guests,
      (select coalesce(sum(people), 0) from answers where attending) as attending_people,
      (select count(*) from answers where not attending) as not_attending_guests,
      (select coalesce(sum(people), 0) from answers where not attending) as not_attending_people,
      (select count(*) from guests g where g.event_id in (select id from host_events) and g.attending)
        + (select count(*) from guest_companions c join guests g on g.id = c.guest_id
            where g.event_id in (select id from host_events) and g.attending) as confirmed_people,
      (select count(*) from guests g where g.event_id in (select id from host_events)
        and g.attending is null) as not_answered`);
  const row = result.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    gifts: { count: n('gifts'), userAmountCents: n('gift_cents') },
    messages: n('messages'),
    attending: { guests: n('attending_guests'), people: n('attending_people') },
    notAttending: { guests: n('not_attending_guests'), people: n('not_attending_people') },
    totals: { confirmedPeople: n('confirmed_people'), notAnswered: n('not_answered') },
  };
}

/** Whether anything happened in the window: a summary of nothing is not sent. */
export function hasActivity(activity: DailyActivity): boolean {
  return (
    activity.gifts.count > 0 ||
    activity.messages > 0 ||
    activity.attending.guests > 0 ||
    activity.notAttending.guests > 0
  );
}
