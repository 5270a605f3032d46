import { afterEach, describe, expect, it } from 'vitest';
import {
  brDateToIso,
  dateToTime,
  formatDate,
  formatDateTime,
  formatTime,
  isoDateToBr,
  isValidTime,
  parseIsoDate,
  roundTimeToStep,
  TIME_STEP_MINUTES,
  timeSlots,
  timeToDate,
  toIsoDate,
} from './date';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// Far west and far east of Greenwich: a date-only value read as UTC would move a day in both.
const ZONES = ['America/Sao_Paulo', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'UTC'];

describe('date-only values never shift with the time zone', () => {
  it.each(ZONES)('in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatDate('2025-03-09')).toBe('09/03/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
    expect(formatDateTime('2025-03-09')).toBe('09/03/2025 00:00');
    expect(isoDateToBr('2025-01-01')).toBe('01/01/2025');
    expect(brDateToIso('01/01/2025')).toBe('2025-01-01');

    const picked = parseIsoDate('2025-03-09');
    expect(picked?.getDate()).toBe(9);
    expect(toIsoDate(picked)).toBe('2025-03-09');
    expect(toIsoDate(new Date(2025, 0, 1, 23, 59))).toBe('2025-01-01');
  });

  it('really changes the zone in this runtime (the cases above are not vacuous)', () => {
    process.env.TZ = 'Pacific/Pago_Pago';
    expect(new Date('2025-03-09').getDate()).toBe(8);
  });
});

describe('formatDate, formatTime, formatDateTime', () => {
  it('shows instants in the given time zone', () => {
    const opts = { timeZone: 'America/Sao_Paulo' };
    expect(formatDate('2025-03-09T01:30:00.000Z', opts)).toBe('08/03/2025');
    expect(formatTime('2025-03-09T01:30:00.000Z', opts)).toBe('22:30');
    expect(formatDateTime('2025-03-09T01:30:00.000Z', opts)).toBe('08/03/2025 22:30');
    expect(formatDateTime(Date.UTC(2025, 0, 5, 12, 5), { timeZone: 'UTC' })).toBe('05/01/2025 12:05');
    expect(formatDateTime(new Date(Date.UTC(2025, 0, 5, 0, 0)), { timeZone: 'UTC' })).toBe(
      '05/01/2025 00:00',
    );
  });

  it('shows instants in the runtime zone by default, following a zone change', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatDateTime('2025-03-09T20:00:00Z')).toBe('10/03/2025 05:00');
    process.env.TZ = 'America/Sao_Paulo';
    expect(formatDateTime('2025-03-09T20:00:00Z')).toBe('09/03/2025 17:00');
  });

  it('reads times of day as they are', () => {
    expect(formatTime('14:30:00')).toBe('14:30');
    expect(formatTime('09:05')).toBe('09:05');
    expect(formatTime('14:30:00.123')).toBe('14:30');
  });

  it('gives an empty string for empty or invalid input', () => {
    for (const bad of ['', null, undefined, 'amanhã', '2025-02-30', Number.NaN, new Date('x')]) {
      expect(formatDate(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
    }
    expect(formatTime('25:00')).toBe('');
    expect(formatTime(null)).toBe('');
  });
});

describe('dd/MM/yyyy ⇄ YYYY-MM-DD', () => {
  it('converts both ways', () => {
    expect(brDateToIso('09/03/2025')).toBe('2025-03-09');
    expect(isoDateToBr('2025-03-09')).toBe('09/03/2025');
    expect(brDateToIso(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it('refuses what is not a calendar date', () => {
    expect(brDateToIso('29/02/2025')).toBeNull();
    expect(brDateToIso('31/04/2025')).toBeNull();
    expect(brDateToIso('9/3/2025')).toBeNull();
    expect(brDateToIso('')).toBeNull();
    expect(isoDateToBr('2025-13-01')).toBeNull();
    expect(isoDateToBr(null)).toBeNull();
    expect(parseIsoDate('2025-02-30')).toBeNull();
    expect(toIsoDate(new Date('x'))).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });
});

describe('times', () => {
  it('validates HH:mm', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('18:30:00')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('7:30')).toBe(false);
    expect(isValidTime('')).toBe(false);
  });

  it('rounds to 15-minute steps without passing the end of the day', () => {
    expect(TIME_STEP_MINUTES).toBe(15);
    expect(roundTimeToStep('14:38')).toBe('14:45');
    expect(roundTimeToStep('14:37')).toBe('14:30');
    expect(roundTimeToStep('14:52:59')).toBe('14:45');
    expect(roundTimeToStep('23:58')).toBe('23:45');
    expect(roundTimeToStep('10:10', 30)).toBe('10:00');
    expect(roundTimeToStep('nope')).toBeNull();
  });

  it('lists the steps of a day', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(slots.at(-1)).toBe('23:45');
    expect(timeSlots(0)).toEqual([]);
  });

  it('converts HH:mm to a picker Date and back', () => {
    const base = new Date(2025, 2, 9, 8, 0);
    const date = timeToDate('18:45', base);
    expect(date?.getHours()).toBe(18);
    expect(date?.getMinutes()).toBe(45);
    expect(date?.getDate()).toBe(9);
    expect(base.getHours()).toBe(8);
    expect(dateToTime(date)).toBe('18:45');
    expect(timeToDate('18h45')).toBeNull();
    expect(dateToTime(null)).toBeNull();
  });
});
