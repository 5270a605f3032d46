import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderScreen } from '../test/render';

const CSV =
  'Data;Evento;Tipo;Valor (R$);Compra;Repasse\r\n10/01/2025 12:00;Casamento;Presente creditado;100,00;7;\r\n';

/** Catches the file the screen saves: its link (name) and its blob (content). */
function catchDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:extrato');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { createObjectURL, click };
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Exportar extrato (CSV)' }));
  expect(await screen.findByText('Exportar extrato')).toBeInTheDocument();
  return user;
}

/** Types the period's days as an operator does, dd/mm/aaaa (from the ISO days given). */
async function choosePeriod(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  const typed = (iso: string) => iso.split('-').reverse().join('');
  await user.clear(screen.getByLabelText('Data inicial'));
  await user.type(screen.getByLabelText('Data inicial'), typed(from));
  await user.clear(screen.getByLabelText('Data final'));
  await user.type(screen.getByLabelText('Data final'), typed(to));
}

afterEach(() => vi.restoreAllMocks());

describe('the ledger export (Exportar extrato)', () => {
  it('asks for a period and downloads the CSV through the data provider', async () => {
    const dataProvider = fakeDataProvider({ exportLedger: async () => CSV });
    const { createObjectURL, click } = catchDownloads();
    renderScreen('/transactions', { dataProvider });

    const user = await openDialog();
    // dd/mm/aaaa whatever the browser's language, never the browser's own date picker.
    expect(screen.getByLabelText('Data inicial')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByLabelText('Data inicial')).not.toHaveAttribute('type', 'date');
    await choosePeriod(user, '2025-01-01', '2025-03-31');
    expect(screen.getByLabelText('Data final')).toHaveValue('31/03/2025');
    await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(dataProvider.exportLedger).toHaveBeenCalledWith({ from: '2025-01-01', to: '2025-03-31' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('extrato-2025-01-01-a-2025-03-31.csv');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    // UTF-8 byte-order mark first, so a spreadsheet reads 'Contestação' and 'R$' right
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(CSV);
    await waitFor(() => expect(screen.queryByText('Exportar extrato')).not.toBeInTheDocument());
  });

  it('refuses a period that ends before it starts, or is longer than 366 days, without calling the server', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/transactions', { dataProvider });

    const user = await openDialog();
    await choosePeriod(user, '2025-02-01', '2025-01-31');
    await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    expect(
      await screen.findByText('A Data final deve ser igual ou posterior à Data inicial.'),
    ).toBeInTheDocument();

    await choosePeriod(user, '2024-01-01', '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    expect(await screen.findByText('O período do extrato deve ter no máximo 366 dias.')).toBeInTheDocument();
    expect(dataProvider.exportLedger).not.toHaveBeenCalled();
  });

  it("says 'Erro ao exportar o extrato.' when the export fails", async () => {
    expectConsoleError(/ApiError: x/);
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = fakeDataProvider({
      exportLedger: async () => {
        throw new ApiError('x', 500, undefined, 'http');
      },
    });
    renderScreen('/transactions', { dataProvider });

    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));

    expect(await screen.findByText('Erro ao exportar o extrato.')).toBeInTheDocument();
  });
});
