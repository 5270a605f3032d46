import type { TChargeback } from '@celebra/shared/models';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brl, fakeDataProvider, renderApp, renderScreen } from '../test/render';

const HOUR_MS = 3_600_000;

function chargeback(overrides: Partial<TChargeback>): TChargeback {
  return {
    id: 1,
    providerChargebackId: '50000000001',
    transaction: { id: 6 },
    event: { id: 10, title: 'Casamento de Ana e Pedro' },
    guestName: 'Tiago Oliveira',
    amount: 409.4,
    documentationRequired: true,
    documentationDeadline: '2030-03-10T17:30:00.000Z',
    coverageApplied: false,
    createdAt: '2030-02-28T13:05:00.000Z',
    ...overrides,
  };
}

const later = chargeback({});
const soon = chargeback({
  id: 2,
  transaction: { id: 7 },
  guestName: '',
  amount: 120,
  documentationDeadline: new Date(Date.now() + 30 * HOUR_MS).toISOString(),
  coverageApplied: true,
});
const past = chargeback({
  id: 3,
  transaction: { id: 8 },
  guestName: 'Rita Alves',
  documentationRequired: false,
  documentationDeadline: '2025-11-20T22:00:00.000Z',
});

function withChargebacks(rows: TChargeback[]) {
  return fakeDataProvider({
    getList: async () => ({
      data: rows,
      meta: { totalPages: 1 },
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    }),
  });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('ChargebackList', () => {
  it('shows the Portuguese columns, the deadline in Brasília time and the open deadlines by default', async () => {
    const dataProvider = withChargebacks([soon, later]);
    renderScreen('/chargebacks', { dataProvider });

    const row = await rowOf('Tiago Oliveira');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'ID',
      'ID no Mercado Pago',
      'Transação',
      'Evento',
      'Convidado',
      'Valor',
      'Prazo para documentos',
      'Documentos exigidos',
      'Cobertura',
      'Recebida em',
    ]);
    expect(within(row).getByText('50000000001')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Transação #6' })).toHaveAttribute(
      'href',
      '/transactions/6/show',
    );
    expect(within(row).getByRole('link', { name: 'Casamento de Ana e Pedro' })).toHaveAttribute(
      'href',
      '/events/10',
    );
    expect(within(row).getByText(brl(409.4))).toBeInTheDocument();
    // 17:30 UTC is 14:30 in São Paulo.
    expect(within(row).getByText('10/03/2030 14:30')).toBeInTheDocument();
    expect(within(row).getByText('Sim')).toBeInTheDocument();
    expect(within(row).getByText('Não')).toBeInTheDocument();
    expect(within(row).getByText('28/02/2030 10:05')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'chargebacks',
      expect.objectContaining({ filter: { status: 'OPEN' } }),
    );
  });

  it('highlights a deadline within three days and names an anonymous guest', async () => {
    renderScreen('/chargebacks', { dataProvider: withChargebacks([soon, later]) });

    const row = await rowOf('Anônimo');
    const deadline = within(row).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, { selector: 'mark' });
    expect(deadline).toHaveAttribute('data-soon', 'true');
    expect(within(await rowOf('Tiago Oliveira')).queryByText(/./, { selector: 'mark' })).toBeNull();
  });

  it("says 'Vencido' for a deadline gone by, and lists those with the 'Prazo encerrado' filter", async () => {
    const dataProvider = withChargebacks([past]);
    renderScreen('/chargebacks', { dataProvider });

    const row = await rowOf('Rita Alves');
    expect(within(row).getByText('Vencido')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2025 19:00')).toBeInTheDocument();
    expect(within(row).getAllByText('Não')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Prazo encerrado' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'chargebacks',
        expect.objectContaining({ filter: { status: 'CLOSED' } }),
      ),
    );
  });

  it("is reached from the dashboard's 'Contestações' card", async () => {
    renderApp('/', { dataProvider: withChargebacks([later]) });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Contestações/ }));

    expect(await screen.findByText('Tiago Oliveira')).toBeInTheDocument();
  });
});
