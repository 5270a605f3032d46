import { isoDateToBr } from '@celebra/shared/format';

/** The deadline is a day of the couple's calendar: Brasília time, wherever the server runs. */
const RSVP_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: RSVP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day ('YYYY-MM-DD') it is in Brasília at `now`. */
export function brasiliaDay(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** Whether guests may still answer: no deadline, or its day has not ended in Brasília. */
export function isRsvpOpen(deadline: string | null, now: Date = new Date()): boolean {
  return deadline === null || brasiliaDay(now) <= deadline;
}

/**
 * The instant the answers close: midnight in Brasília at the end of the deadline's day. Brasília
 * has kept UTC−3 all year since 2019; the offset is still read from the time-zone data, so a
 * return of summer time would be followed.
 */
export function rsvpClosesAt(deadline: string): Date {
  const [year = 0, month = 1, day = 1] = deadline.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day + 1);
  return new Date(utcMidnight - offsetMs(new Date(utcMidnight)));
}

/** The deadline as the site and the messages show it: 'DD/MM/AAAA'. */
export function formatDeadline(deadline: string): string {
  return isoDateToBr(deadline) ?? deadline;
}

function offsetMs(at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: RSVP_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-03:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}
