import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payout, payoutRecord, service } from '../test/fixtures';
import { fakeDataProvider, renderScreen } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function withRows(rows: unknown[], total: number) {
  return fakeDataProvider({
    getList: async () => ({
      data: rows,
      total,
      meta: { totalPages: Math.max(Math.ceil(total / 20), 1) },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
  });
}

describe("every back-office list: its total and 'Exportar CSV'", () => {
  it.each([
    '/events',
    '/event-requests',
    '/payouts',
    '/chargebacks',
    '/audit-log',
    '/gift-suggestions',
    '/services',
    '/negative-balances',
  ])('%s shows how many rows it has and offers the export', async (path) => {
    renderScreen(path, { dataProvider: withRows([], 35) });
    expect(await screen.findByText('35 registros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('the payouts export: Portuguese headers, money with a decimal comma, dates dd/mm/aaaa', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:repasses');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const hostile = { ...payout, id: 18, event: { ...payout.event, title: '=cmd|calc' } };
    const dataProvider = fakeDataProvider({
      getList: async (_resource: string, params: GetListParams) => ({
        data: params.meta?.allPages ? [payout, hostile] : [payout],
        total: 2,
        meta: { totalPages: 1 },
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
      }),
    });
    renderScreen('/payouts', { dataProvider });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('repasses.csv');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'payouts',
      expect.objectContaining({ filter: { status: 'PENDING' }, meta: { allPages: true } }),
    );
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    const lines = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      'ID;ID do evento;Evento;ID do anfitrião;Nome;Chave Pix;Valor solicitado (R$);Valor pago (R$);Status;Data da solicitação;Pago em;Pago por',
    );
    expect(lines[1]).toBe(
      '2;10;Casamento Ana e Pedro;7;Ana Souza;ana.souza@dominio.com;599,60;;Pendente;12/11/2025;;',
    );
    expect(lines[2]).toContain(";'=cmd|calc;");
  });

  it("a payout's row buttons keep their own clicks (the row does not open)", async () => {
    const { location } = renderScreen('/payouts', { dataProvider: withRows([payout], 1) });
    const user = userEvent.setup();
    const row = (await screen.findByText(payout.event.title)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Marcar como Falhou' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/payouts');
  });

  it("a payout's row click opens payouts/:id/show", async () => {
    const dataProvider = withRows([payout], 1);
    dataProvider.getOne.mockResolvedValue({ data: payoutRecord });
    const { location } = renderScreen('/payouts', { dataProvider });
    await userEvent.setup().click(await screen.findByText(payout.event.title));
    await waitFor(() => expect(location.current?.pathname).toBe('/payouts/2/show'));
    expect(await screen.findByRole('region', { name: 'Histórico' })).toBeInTheDocument();
  });

  it('long words break anywhere in every cell, and a wide table scrolls inside its box, not the page', async () => {
    const longWord = 'x'.repeat(300);
    const wide = { ...payout, event: { title: longWord } };
    renderScreen('/payouts', { dataProvider: withRows([wide], 1) });
    const row = (await screen.findByText(longWord)).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.length).toBeGreaterThan(5);
    for (const cell of cells) expect(cell).toHaveStyle({ overflowWrap: 'anywhere' });
    // Some box between the table and the page scrolls sideways.
    const boxes: HTMLElement[] = [];
    for (let box = row.closest('table')?.parentElement; box; box = box.parentElement) boxes.push(box);
    expect(boxes.some((box) => getComputedStyle(box).overflowX === 'auto')).toBe(true);
  });

  it('a list shown whole says how many rows it has (services)', async () => {
    renderScreen('/services', { dataProvider: withRows([service], 1) });
    expect(await screen.findByText('1 registro')).toBeInTheDocument();
  });
});
