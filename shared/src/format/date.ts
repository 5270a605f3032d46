/**
 * Dates and times in the apps' pt-BR formats: dd/MM/yyyy, HH:mm (15-minute steps in pickers).
 *
 * A date-only 'YYYY-MM-DD' (an event date) is a calendar date, not an instant: it is never put
 * through `new Date('YYYY-MM-DD')`, which reads it as UTC midnight and shows the day before
 * anywhere west of Greenwich. Instants (ISO timestamps such as createdAt, Date objects, epoch
 * milliseconds) are shown in the runtime's time zone unless `timeZone` is given.
 */

export type DateInput = string | number | Date | null | undefined;
export type DateFormatOptions = { timeZone?: string };

export const TIME_STEP_MINUTES = 15;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

type CalendarDate = { year: number; month: number; day: number };
type Parts = CalendarDate & { hour: number; minute: number };

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const probe = new Date(Date.UTC(year, month - 1, day));
  const valid =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return valid ? { year, month, day } : null;
}

function parseIsoDateParts(value: string): CalendarDate | null {
  const m = ISO_DATE.exec(value.trim());
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function parseTimeParts(value: string): { hour: number; minute: number } | null {
  const m = TIME.exec(value.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOfInstant(date: Date, timeZone: string | undefined): Parts {
  if (!timeZone) {
    // The runtime's zone: plain getters, which also follow a TZ change at run time.
    const [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
    return { year, month, day, hour: date.getHours(), minute: date.getMinutes() };
  }
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

function toParts(value: DateInput, options: DateFormatOptions | undefined): Parts | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string' && ISO_DATE.test(value.trim())) {
    // Never handed to `new Date`: it would read UTC midnight, and roll '2025-02-30' into March.
    const dateOnly = parseIsoDateParts(value);
    return dateOnly && { ...dateOnly, hour: 0, minute: 0 };
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : partsOfInstant(date, options?.timeZone);
}

const brDate = (p: CalendarDate) => `${pad(p.day)}/${pad(p.month)}/${p.year}`;
const hhmm = (p: { hour: number; minute: number }) => `${pad(p.hour)}:${pad(p.minute)}`;

/** '2025-03-09' → '09/03/2025' (never shifted); an instant → its day in dd/MM/yyyy. Invalid or empty → ''. */
export function formatDate(value: DateInput, options?: DateFormatOptions): string {
  const parts = toParts(value, options);
  return parts ? brDate(parts) : '';
}

/** '14:30:00' or '14:30' → '14:30'; an instant → its HH:mm. Invalid or empty → ''. */
export function formatTime(value: DateInput, options?: DateFormatOptions): string {
  if (typeof value === 'string') {
    const time = parseTimeParts(value);
    if (time) return hhmm(time);
  }
  const parts = toParts(value, options);
  return parts ? hhmm(parts) : '';
}

/** An instant → 'dd/MM/yyyy HH:mm' (a date-only value reads as its midnight). Invalid or empty → ''. */
export function formatDateTime(value: DateInput, options?: DateFormatOptions): string {
  const parts = toParts(value, options);
  return parts ? `${brDate(parts)} ${hhmm(parts)}` : '';
}

/** '09/03/2025' → '2025-03-09'; not a real calendar date → null. */
export function brDateToIso(value: string | null | undefined): string | null {
  const m = BR_DATE.exec((value ?? '').trim());
  const parts = m ? calendarDate(Number(m[3]), Number(m[2]), Number(m[1])) : null;
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : null;
}

/** '2025-03-09' → '09/03/2025'; not a real calendar date → null. */
export function isoDateToBr(value: string | null | undefined): string | null {
  const parts = parseIsoDateParts(value ?? '');
  return parts ? brDate(parts) : null;
}

/** '2025-03-09' → the local Date at midnight of that day (what date pickers hold); invalid → null. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const parts = parseIsoDateParts(value ?? '');
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null;
}

/** A picker's Date → its local calendar day as 'YYYY-MM-DD' (what the API takes); invalid → null. */
export function toIsoDate(date: Date | null | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for 'HH:mm' (or 'HH:mm:ss') within a day. */
export function isValidTime(value: string | null | undefined): boolean {
  return parseTimeParts(value ?? '') !== null;
}

/** '14:30' → a Date on `base`'s day (today by default) at 14:30 local time, for time pickers; invalid → null. */
export function timeToDate(value: string | null | undefined, base: Date = new Date()): Date | null {
  const time = parseTimeParts(value ?? '');
  if (!time) return null;
  const date = new Date(base.getTime());
  date.setHours(time.hour, time.minute, 0, 0);
  return date;
}

/** A picker's Date → 'HH:mm' local; invalid → null. */
export function dateToTime(date: Date | null | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'HH:mm' moved to the nearest step of the day ('14:38' → '14:45'), never past the last step; invalid → null. */
export function roundTimeToStep(value: string | null | undefined, step = TIME_STEP_MINUTES): string | null {
  const time = parseTimeParts(value ?? '');
  if (!time || step <= 0) return null;
  const lastStep = Math.floor((24 * 60 - 1) / step) * step;
  const minutes = Math.min(Math.round((time.hour * 60 + time.minute) / step) * step, lastStep);
  return hhmm({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/** Every step of a day: ['00:00', '00:15', …, '23:45'] for 15 minutes. */
export function timeSlots(step = TIME_STEP_MINUTES): string[] {
  if (step <= 0) return [];
  const slots: string[] = [];
  for (let m = 0; m < 24 * 60; m += step) slots.push(hhmm({ hour: Math.floor(m / 60), minute: m % 60 }));
  return slots;
}
