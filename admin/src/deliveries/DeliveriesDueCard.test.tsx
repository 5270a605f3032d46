import { apiCall, json } from '@celebra/ui/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { totals } from '../test/fixtures';
import { renderApp } from '../test/render';
import { thisWeekInSaoPaulo, todayInSaoPaulo } from './delivery-dates';
import { deliveriesApi, delivery, LIST, listAnswer } from './delivery-test-api';

describe("the dashboard's 'Entregas desta semana'", () => {
  it("shows the server's count and opens 'Entregas' on the lines it counts: to buy or bought, this week", async () => {
    const { api, dataProvider } = deliveriesApi({
      [apiCall('adminDashboard')]: () =>
        json({ success: true, message: 'OK', totals: { ...totals, deliveriesDueThisWeek: 7 } }),
      [LIST]: () => listAnswer([delivery]),
    });
    const { location } = renderApp('/', { dataProvider });
    const card = await screen.findByRole('link', { name: /Entregas desta semana/ });
    await waitFor(() => expect(card).toHaveTextContent('Entregas desta semana7'));
    expect(card).toHaveTextContent('A comprar ou compradas, com prazo nesta semana');
    await userEvent.setup().click(card);
    const week = thisWeekInSaoPaulo();
    await waitFor(() => expect(location.current?.pathname).toBe('/deliveries'));
    expect(JSON.parse(new URLSearchParams(location.current?.search).get('filter') ?? '{}')).toEqual({
      status: 'UNSENT',
      dueFrom: week.from,
      dueTo: week.to,
    });
    await waitFor(() => expect(api.to(LIST).at(-1)?.query.get('dueFrom')).toBe(week.from));
    expect(api.to(LIST).at(-1)?.query.get('status')).toBe('UNSENT');
    // The list says which lines it shows: its status filter reads the card's words.
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'A comprar ou comprado',
    );
    expect(api.to(LIST).at(-1)?.query.get('dueTo')).toBe(week.to);
  });
});

describe("the platform's days are São Paulo's", () => {
  it.each([
    // Sunday 23:30 in São Paulo is Monday 02:30 UTC: still Sunday's week.
    ['2026-11-30T02:30:00Z', '2026-11-29', { from: '2026-11-23', to: '2026-11-29' }],
    ['2026-12-02T15:00:00Z', '2026-12-02', { from: '2026-11-30', to: '2026-12-06' }],
    // Monday 00:30 in São Paulo.
    ['2026-11-30T03:30:00Z', '2026-11-30', { from: '2026-11-30', to: '2026-12-06' }],
    ['2027-01-01T12:00:00Z', '2027-01-01', { from: '2026-12-28', to: '2027-01-03' }],
  ])('at %s: today %s, the week %o', (instant, today, week) => {
    expect(todayInSaoPaulo(new Date(instant))).toBe(today);
    expect(thisWeekInSaoPaulo(new Date(instant))).toEqual(week);
  });
});
