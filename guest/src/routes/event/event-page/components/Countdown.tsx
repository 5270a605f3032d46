import { brDateToIso, formatDate } from '@celebra/shared/format';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** The event's days are counted on the platform's calendar, wherever the guest's phone is. */
const EVENT_TIME_ZONE = 'America/Sao_Paulo';
const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/**
 * 'Faltam N dias', 'Falta 1 dia' or 'É hoje!' for an event on `eventDate` ('YYYY-MM-DD'), as seen
 * on `now`'s day in São Paulo; null once it is over, or with no (valid) date.
 */
export function countdownText(eventDate: string | null | undefined, now: Date): string | null {
  const event = utcDay(eventDate ?? '');
  const today = utcDay(brDateToIso(formatDate(now, { timeZone: EVENT_TIME_ZONE })) ?? '');
  if (event === null || today === null) return null;
  const days = Math.round((event - today) / DAY_MS);
  if (days < 0) return null;
  if (days === 0) return 'É hoje!';
  return days === 1 ? 'Falta 1 dia' : `Faltam ${days} dias`;
}

/**
 * The days left until the event, under its date. Counted only in the browser, after the first
 * render: the page's HTML may have been written on another day, and a count read from it would
 * not match the one the browser makes.
 */
export function Countdown({ eventDate }: { eventDate: string | null | undefined }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => setText(countdownText(eventDate, new Date())), [eventDate]);
  if (!text) return null;
  return (
    <Typography component="span" variant="body2" color="primary" sx={{ display: 'block', fontWeight: 600 }}>
      {text}
    </Typography>
  );
}
