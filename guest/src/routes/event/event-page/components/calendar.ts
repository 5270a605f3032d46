/**
 * 'Adicionar ao calendário': the event as an iCalendar file (RFC 5545) and as a Google Calendar
 * link. Times are Brasília's (UTC−3, no daylight saving since 2019), written in UTC so every
 * calendar reads the same instant; an event with no time is a whole day. An event without an end
 * lasts two hours; an end before the start is past midnight.
 */
export type TCalendarEvent = {
  title: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm' or null. */
  startTime: string | null;
  endTime: string | null;
  location: string;
  url: string;
};

const BRASILIA_OFFSET_HOURS = 3;
const DEFAULT_HOURS = 2;

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const instant = (d: Date) => `${day(d)}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00Z`;

function atBrasilia(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, (h ?? 0) + BRASILIA_OFFSET_HOURS, min ?? 0));
}

/** The start and end as iCalendar/Google values: UTC instants, or whole days. */
function span(event: TCalendarEvent): { allDay: boolean; start: string; end: string } {
  if (!event.startTime) {
    const start = new Date(`${event.date}T00:00:00Z`);
    const next = new Date(start.getTime() + 24 * 3600 * 1000);
    return { allDay: true, start: day(start), end: day(next) };
  }
  const start = atBrasilia(event.date, event.startTime);
  let end = event.endTime
    ? atBrasilia(event.date, event.endTime)
    : new Date(start.getTime() + DEFAULT_HOURS * 3600 * 1000);
  if (end <= start) end = new Date(end.getTime() + 24 * 3600 * 1000);
  return { allDay: false, start: instant(start), end: instant(end) };
}

/** RFC 5545's TEXT escaping: backslash, comma, semicolon and newlines. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');

/** The .ics file's text. */
export function icsFile(event: TCalendarEvent): string {
  const { allDay, start, end } = span(event);
  const when = allDay
    ? [`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`]
    : [`DTSTART:${start}`, `DTEND:${end}`];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Celebra//Site do evento//PT-BR',
    'BEGIN:VEVENT',
    `UID:${start}-${encodeURIComponent(event.url)}@celebra`,
    `DTSTAMP:${start.length === 8 ? `${start}T000000Z` : start}`,
    ...when,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A data: address of the .ics file, for a link the guest taps (nothing is requested). */
export function icsHref(event: TCalendarEvent): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFile(event))}`;
}

/** Google Calendar's 'new event' page, filled in. */
export function googleCalendarHref(event: TCalendarEvent): string {
  const { start, end } = span(event);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${start}/${end}`,
    details: event.url,
  });
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/**
 * 'Como chegar': the place in the phone's own map apps, by its coordinates when known, else by
 * its address (each app searches it).
 */
export function directionsHrefs(
  address: string,
  coordinates: { lat: number; lon: number } | null,
): { google: string; waze: string; apple: string } {
  const target = coordinates ? `${coordinates.lat},${coordinates.lon}` : address;
  const q = encodeURIComponent(target);
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${q}`,
    waze: coordinates
      ? `https://waze.com/ul?ll=${q}&navigate=yes`
      : `https://waze.com/ul?q=${q}&navigate=yes`,
    apple: `https://maps.apple.com/?daddr=${q}`,
  };
}
