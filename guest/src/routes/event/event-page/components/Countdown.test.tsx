import type { TPublicEventDetails } from '@celebra/shared/models';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../../../test/fixtures';
import { countdownText } from './Countdown';
import { EventInfo } from './EventInfo';

const baseDetails = makeEvent().details as TPublicEventDetails;
// Virtual: no place map in the way.
const details = (eventDate: string | null): TPublicEventDetails => ({
  ...baseDetails,
  eventType: 'virtual',
  eventDate,
});

/** The date row's text ('Data' and what follows it). */
function dateRow(): string {
  const label = screen.getByText('Data');
  return label.nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown under the event date', () => {
  // 10:00 in São Paulo on 20 May 2026.
  const now = new Date('2026-05-20T13:00:00Z');

  it.each([
    ['2026-06-19', 'Faltam 30 dias'],
    ['2026-05-22', 'Faltam 2 dias'],
    ['2026-05-21', 'Falta 1 dia'],
    ['2026-05-20', 'É hoje!'],
  ])('for %s shows %s', async (eventDate, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    render(<EventInfo title="Ana e Pedro" details={details(eventDate)} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(dateRow()).toContain(text);
  });

  it('shows nothing once the event is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    render(<EventInfo title="Ana e Pedro" details={details('2026-05-19')} />);
    expect(await screen.findByText('19/05/2026')).toBeInTheDocument();
    expect(dateRow()).toBe('19/05/2026');
    expect(screen.queryByText(/Falta|É hoje/)).not.toBeInTheDocument();
  });

  it("shows nothing when the date is 'A definir'", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    render(<EventInfo title="Ana e Pedro" details={details(null)} />);
    expect(dateRow()).toBe('A definir');
    render(<EventInfo title="Ana e Pedro" details={null} />);
    expect(screen.queryByText(/Falta|É hoje/)).not.toBeInTheDocument();
  });

  it("counts São Paulo's day, not the phone's nor UTC's", () => {
    // 01:30 UTC on the 21st is still 22:30 on the 20th in São Paulo.
    const lateEvening = new Date('2026-05-21T01:30:00Z');
    expect(countdownText('2026-05-21', lateEvening)).toBe('Falta 1 dia');
    expect(countdownText('2026-05-20', lateEvening)).toBe('É hoje!');
    // 03:00 UTC is midnight there: the next day has begun.
    expect(countdownText('2026-05-21', new Date('2026-05-21T03:00:00Z'))).toBe('É hoje!');
  });
});
