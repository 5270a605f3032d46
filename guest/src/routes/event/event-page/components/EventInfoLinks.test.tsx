import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { icsFile } from './calendar';
import { EventInfo } from './EventInfo';

const found = makeEvent({}).details;
if (!found) throw new Error('the fixture has details');
const details = found;

describe("the event's information: calendar and directions", () => {
  it("offers 'Adicionar ao calendário' as an .ics download and a Google Calendar link", () => {
    renderWithProviders(<EventInfo title="Ana & Pedro" details={details} />);
    const group = screen.getByRole('group', { name: 'Adicionar ao calendário' });
    const ics = within(group).getByRole('link', { name: 'Baixar arquivo (.ics)' });
    expect(ics).toHaveAttribute('download', 'evento.ics');
    expect(ics.getAttribute('href')).toMatch(/^data:text\/calendar;charset=utf-8,/);
    const google = within(group).getByRole('link', { name: 'Google Agenda' });
    const url = new URL(google.getAttribute('href') ?? '');
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('text')).toBe('Ana & Pedro');
    // 16:00 to 23:30 in Brasília (UTC−3).
    expect(url.searchParams.get('dates')).toBe('20260314T190000Z/20260315T023000Z');
    expect(url.searchParams.get('location')).toBe('Espaço Jardim, Avenida Paulista, 1000, São Paulo - SP');
  });

  it("offers 'Como chegar' in Google Maps, Waze and Apple Maps, not openstreetmap.org", () => {
    renderWithProviders(
      <EventInfo title="Ana & Pedro" details={{ ...details, latitude: -23.56, longitude: -46.65 }} />,
    );
    const group = screen.getByRole('group', { name: 'Como chegar' });
    const href = (name: string) => within(group).getByRole('link', { name }).getAttribute('href') ?? '';
    expect(href('Google Maps')).toBe('https://www.google.com/maps/dir/?api=1&destination=-23.56%2C-46.65');
    expect(href('Waze')).toBe('https://waze.com/ul?ll=-23.56%2C-46.65&navigate=yes');
    expect(href('Apple Maps')).toBe('https://maps.apple.com/?daddr=-23.56%2C-46.65');
    expect(document.body.innerHTML).not.toContain('openstreetmap.org');
  });

  it('writes an all-day event when there is no time, and escapes the texts', () => {
    const text = icsFile({
      title: 'Ana, Pedro; e "nós"',
      date: '2026-03-14',
      startTime: null,
      endTime: null,
      location: 'Rua A, 1',
      url: 'https://site/ana',
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20260314');
    expect(text).toContain('DTEND;VALUE=DATE:20260315');
    expect(text).toContain('SUMMARY:Ana\\, Pedro\\; e "nós"');
    expect(text).toContain('LOCATION:Rua A\\, 1');
    expect(text.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });
});
