import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transaction } from '../test/fixtures';
import { fakeDataProvider, renderScreen } from '../test/render';

function catchDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:lista');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { createObjectURL, click };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a list's 'Exportar CSV'", () => {
  it('downloads every page of the current filter, formulas neutralised, money with a decimal comma', async () => {
    const { createObjectURL, click } = catchDownloads();
    const hostile = {
      ...transaction,
      id: 7,
      guestName: '=HYPERLINK("http://x")',
      guestEmail: 'a;b@mail.com',
    };
    const dataProvider = fakeDataProvider({
      // The data provider reads every page for an export (meta.allPages: data-provider.test.ts).
      getList: async (_resource: string, params: GetListParams) => ({
        data: params.meta?.allPages ? [transaction, hostile] : [transaction],
        total: 2,
        meta: { totalPages: 1 },
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
      }),
    });
    renderScreen(`/transactions?filter=${encodeURIComponent('{"status":"ALL","search":"tiago"}')}`, {
      dataProvider,
    });
    await screen.findByText('Tiago Oliveira');
    expect(screen.getByText('2 registros')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'transactions',
      expect.objectContaining({
        filter: { status: 'ALL', search: 'tiago' },
        pagination: { page: 1, perPage: 10_000 },
        meta: { allPages: true },
      }),
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('transacoes.csv');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    const text = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'ID;ID do evento;Evento;Nome;E-mail;Valor do usuário (R$);Total (R$);Porcentagem;Status;Restante (R$);ID do pagamento;Data',
    );
    expect(lines[1]).toMatch(
      /^6;10;Casamento Ana e Pedro;Tiago Oliveira;tiago@mail\.com;389,90;409,40;5%;Pendente;0,00;123456;/,
    );
    expect(lines[2]).toContain(`;"'=HYPERLINK(""http://x"")";"a;b@mail.com";`);
    expect(lines).toHaveLength(4);
  });
});
