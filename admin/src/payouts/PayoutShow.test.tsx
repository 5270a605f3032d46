import type { TPayoutRecord } from '@celebra/shared/models';
import { deferred } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payout, payoutRecord } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

const auditRow = {
  id: 40,
  createdAt: '2025-11-14T15:00:00.000Z',
  actorKind: 'admin',
  actorId: 1,
  actorLabel: 'Helena Admin <helena@celebra.dev>',
  action: 'payout.failed',
  entityType: 'payout',
  entityId: '2',
  before: null,
  after: null,
};

function withRecord(record = payoutRecord) {
  return fakeDataProvider({
    getOne: async () => ({ data: record }),
    getList: async (resource: string) =>
      resource === 'audit-log'
        ? { data: [auditRow], total: 1, meta: { totalPages: 1 } }
        : { data: [], total: 0 },
  });
}

describe('PayoutShow (payouts/:id/show)', () => {
  it('opens by its address: host, event, amounts, destination, history, cover and the audit rows', async () => {
    const dataProvider = withRecord();
    renderScreen('/payouts/2/show', { dataProvider });

    expect(await screen.findByRole('heading', { name: 'Repasse #2' })).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith('payouts', expect.objectContaining({ id: '2' }));
    expect(screen.getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', '/users/7/show');
    expect(screen.getByRole('link', { name: 'Casamento Ana e Pedro' })).toHaveAttribute('href', '/events/10');
    // Requested, and reserved by it in the cover.
    expect(screen.getAllByText(brl(599.6))).toHaveLength(2);
    expect(screen.getByText('Chave Pix (E-mail): ana.souza@dominio.com')).toBeInTheDocument();
    expect(screen.getByText('CPF ***.456.789-**')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Histórico' });
    expect(within(history).getByText(/^Pendente em 12\/11\/2025 .* por Ana Souza$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dinheiro do anfitrião agora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Concluir Repasse' })).toBeInTheDocument();
    const audit = screen.getByRole('region', { name: 'Registros de auditoria' });
    expect(
      await within(audit).findByText(
        /Repasse marcado como Falhou \(valor devolvido ao saldo\) — Helena Admin/,
      ),
    ).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'audit-log',
      expect.objectContaining({ filter: { entityType: 'payout', entityId: '2' } }),
    );
    expect(within(audit).getByRole('link', { name: 'Ver no log de auditoria' })).toHaveAttribute(
      'href',
      `/audit-log?filter=${encodeURIComponent(JSON.stringify({ entityType: 'payout', entityId: '2' }))}`,
    );
  });

  it('a failed payout: when, by whom and why; the key masked; no actions', async () => {
    renderScreen('/payouts/2/show', {
      dataProvider: withRecord({
        ...payoutRecord,
        status: 'FAILED',
        concludedAt: '2025-11-14T15:00:00.000Z',
        concludedBy: { id: 1, name: 'Helena Admin' },
        closingReason: 'Conta encerrada',
        destination: payoutRecord.destination && { ...payoutRecord.destination, pixKey: 'a***@dominio.com' },
        history: [
          ...payoutRecord.history,
          { status: 'FAILED', at: '2025-11-14T15:00:00.000Z', by: 'Helena Admin', reason: 'Conta encerrada' },
        ],
        cover: null,
      }),
    });
    const history = await screen.findByRole('region', { name: 'Histórico' });
    expect(
      within(history).getByText(/^Falhou em 14\/11\/2025 .* por Helena Admin — Conta encerrada$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Chave Pix (E-mail): a***@dominio.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concluir Repasse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como Falhou' })).not.toBeInTheDocument();
  });

  it("'Marcar como Falhou' from the record", async () => {
    const dataProvider = withRecord();
    renderScreen('/payouts/2/show', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marcar como Falhou' }));
    expect(await screen.findByRole('dialog', { name: 'Repasse falhou' })).toBeInTheDocument();
  });
});

describe('a payout opened from the list', () => {
  it("waits for the record's own answer: the list's row (no history) is not drawn as the record", async () => {
    const answer = deferred<{ data: TPayoutRecord }>();
    const dataProvider = fakeDataProvider({
      getList: async (resource: string) =>
        resource === 'payouts'
          ? { data: [payout], total: 1, meta: { totalPages: 1 }, pageInfo: { hasNextPage: false } }
          : { data: [], total: 0 },
      getOne: () => answer.promise,
    });
    const { location } = renderScreen('/payouts', { dataProvider });
    await userEvent.setup().click(await screen.findByText(payout.event.title));
    await waitFor(() => expect(location.current?.pathname).toBe('/payouts/2/show'));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    answer.resolve({ data: payoutRecord });
    const history = await screen.findByRole('region', { name: 'Histórico' });
    expect(within(history).getByText(/por Ana Souza$/)).toBeInTheDocument();
  });
});
