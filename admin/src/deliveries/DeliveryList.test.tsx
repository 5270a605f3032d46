import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, renderScreen } from '../test/render';
import { deliveriesApi, delivery, LIST, listAnswer } from './delivery-test-api';

const bought = {
  ...delivery,
  id: 42,
  giftName: 'Liquidificador',
  quantity: 1,
  guestName: '',
  status: 'BOUGHT' as const,
  cost: 199.9,
  supplier: 'Loja Centro',
  refundedAfterBuying: true,
  refundDecision: 'PLATFORM_ABSORBS' as const,
  address: null,
  dueFrom: null,
  dueTo: null,
};

const filterOf = (search: string | undefined) =>
  JSON.parse(new URLSearchParams(search ?? '').get('filter') ?? '{}') as Record<string, unknown>;

describe("'Entregas'", () => {
  it("lists the lines with their columns, 'A comprar' first, in Portuguese", async () => {
    const { api, dataProvider } = deliveriesApi({ [LIST]: () => listAnswer([delivery, bought]) });
    renderScreen('/deliveries', { dataProvider });
    const row = (await screen.findByText('Jogo de panelas antiaderentes')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Casamento Ana e Pedro' })).toHaveAttribute(
      'href',
      '/events/10',
    );
    // The quantity under the gift's name (no column of its own, so the list fits beside the menu).
    expect(within(row).getByText('Quantidade: 2')).toBeInTheDocument();
    expect(within(row).getByText('Rita Lima')).toBeInTheDocument();
    expect(within(row).getByText('01/12/2026 a 07/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('A comprar')).toBeInTheDocument();
    expect(row).toHaveTextContent(
      'Avenida Paulista, 1000, Apto 12 - Bela Vista, São Paulo/SP, 01310-100Quem recebe: Ana Souza',
    );
    expect(within(row).getByRole('button', { name: 'Atualizar status #41' })).toBeInTheDocument();
    // An anonymous guest, an event without a date, a line refunded after it was bought.
    const other = screen.getByText('Liquidificador').closest('tr') as HTMLElement;
    expect(within(other).getByText('Anônimo')).toBeInTheDocument();
    expect(within(other).getByText('Sem data do evento')).toBeInTheDocument();
    expect(within(other).getByText('Comprado')).toBeInTheDocument();
    expect(within(other).getByText('Reembolsado após a compra: Plataforma assume')).toBeInTheDocument();
    expect(within(other).getByText('Endereço não informado')).toBeInTheDocument();
    for (const header of ['Evento', 'Presente', 'Quem deu', 'Prazo de entrega', 'Endereço', 'Status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(api.to(LIST)[0]?.query.get('status')).toBe('TO_BUY');
  });

  it('offers every status in Portuguese and keeps the chosen one in the address', async () => {
    const { api, dataProvider } = deliveriesApi({ [LIST]: () => listAnswer([delivery]) });
    const { location } = renderScreen('/deliveries', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Todos',
      'A comprar ou comprado',
      'A comprar',
      'Comprado',
      'Enviado',
      'Entregue',
      'Convertido em dinheiro',
      'Cancelado',
    ]);
    await user.click(screen.getByRole('option', { name: 'Enviado' }));
    await waitFor(() => expect(filterOf(location.current?.search)).toEqual({ status: 'SENT' }));
    await waitFor(() => expect(api.sent.at(-1)?.query.get('status')).toBe('SENT'));
  });

  it('a link with its filters opens the list with them, and the panel adds the due window', async () => {
    const { api, dataProvider } = deliveriesApi({ [LIST]: () => listAnswer([delivery]) });
    const filter = JSON.stringify({ status: 'ALL', eventId: 10 });
    const { location } = renderScreen(`/deliveries?filter=${encodeURIComponent(filter)}`, { dataProvider });
    await screen.findByText('Jogo de panelas antiaderentes');
    const first = api.sent[0]?.query;
    expect(first?.get('status')).toBe('ALL');
    expect(first?.get('eventId')).toBe('10');
    const user = userEvent.setup();
    // The panel opens with the filter the address holds.
    expect(screen.getByLabelText('ID do evento')).toHaveValue(10);
    await user.type(screen.getByLabelText('Prazo a partir de'), '01122026');
    await user.type(screen.getByLabelText('Prazo até'), '07122026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(filterOf(location.current?.search)).toEqual({
        status: 'ALL',
        eventId: '10',
        dueFrom: '2026-12-01',
        dueTo: '2026-12-07',
      }),
    );
    await waitFor(() => expect(api.sent.at(-1)?.query.get('dueFrom')).toBe('2026-12-01'));
    const last = api.sent.at(-1)?.query;
    expect(last?.get('dueTo')).toBe('2026-12-07');
    expect(last?.get('eventId')).toBe('10');
    expect(last?.get('status')).toBe('ALL');
  });

  it('sorts on the due date through the server, the order in the address', async () => {
    const { api, dataProvider } = deliveriesApi({ [LIST]: () => listAnswer([delivery]) });
    const { location } = renderScreen('/deliveries', { dataProvider });
    await screen.findByText('Jogo de panelas antiaderentes');
    // The server's own order (the soonest due first) until a header is clicked.
    expect(api.sent[0]?.query.has('sort')).toBe(false);
    const table = screen.getByRole('table');
    await userEvent.setup().click(within(table).getByRole('button', { name: /prazo de entrega/i }));
    await waitFor(() => expect(api.sent.at(-1)?.query.get('sort')).toBe('dueFrom'));
    expect(new URLSearchParams(location.current?.search).get('sort')).toBe('dueFrom');
  });

  it("'Exportar CSV': the lines under the filter, in the house's CSV with its formula rule", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:entregas');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const hostile = { ...bought, guestName: '=HYPERLINK("http://x")' };
    const { api, dataProvider } = deliveriesApi({ [LIST]: () => listAnswer([delivery, hostile]) });
    renderScreen('/deliveries', { dataProvider });
    await screen.findByText('Jogo de panelas antiaderentes');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('entregas.csv');
    // Every page at once, under the list's filter.
    expect(api.sent.at(-1)?.query.get('limit')).toBe('100');
    expect(api.sent.at(-1)?.query.get('status')).toBe('TO_BUY');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    const lines = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      'ID;ID do evento;Evento;Presente;Quantidade;Quem deu;Entregar a partir de;Entregar até;Endereço;Quem recebe;Status;Reservado (R$);Custo (R$);Fornecedor;Transportadora;Código de rastreio;Entregue em;Reembolsado após a compra;Decisão',
    );
    expect(lines[1]).toBe(
      '41;10;Casamento Ana e Pedro;Jogo de panelas antiaderentes;2;Rita Lima;01/12/2026;07/12/2026;Avenida Paulista, 1000, Apto 12 - Bela Vista, São Paulo/SP, 01310-100;Ana Souza;A comprar;569,05;;;;;;Não;',
    );
    expect(lines[2]).toContain(`;"'=HYPERLINK(""http://x"")";`);
    expect(lines[2]).toContain(';;;Comprado;569,05;199,90;Loja Centro;;;;Sim;Plataforma assume');
  });

  it("is in the menu as 'Entregas'", async () => {
    const { dataProvider } = deliveriesApi({ [LIST]: () => listAnswer([]) });
    renderApp('/deliveries', { dataProvider });
    const menu = await screen.findByRole('menu', { name: 'Menu de navegação' });
    expect(within(menu).getByRole('menuitem', { name: 'Entregas' })).toHaveAttribute('href', '/deliveries');
  });
});
