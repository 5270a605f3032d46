import type { TDelivery } from '@celebra/shared/models';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../../test/render';

const line = (id: number, changes: Partial<TDelivery>): TDelivery => ({
  id,
  eventId: 7,
  eventTitle: 'Ana & Pedro',
  purchaseId: 100 + id,
  giftName: 'Jogo de panelas',
  quantity: 1,
  guestName: 'Bruno Lima',
  share: 200,
  status: 'TO_BUY',
  dueFrom: '2031-05-04',
  dueTo: '2031-05-10',
  cost: null,
  supplier: null,
  carrier: null,
  trackingCode: null,
  deliveredOn: null,
  refundedAfterBuying: false,
  refundDecision: null,
  refundDecisionReason: null,
  refundDecidedAt: null,
  convertible: false,
  address: null,
  createdAt: '2031-04-01T12:00:00.000Z',
  ...changes,
});

const lines = [
  line(1, { giftName: 'Jogo de panelas', status: 'TO_BUY', convertible: true }),
  line(2, { giftName: 'Liquidificador', status: 'BOUGHT', cost: 180, supplier: 'Loja X' }),
  line(3, {
    giftName: 'Cafeteira',
    status: 'SENT',
    carrier: 'Correios',
    trackingCode: 'BR123456789BR',
    guestName: '',
  }),
  line(4, { giftName: 'Taças', quantity: 6, status: 'DELIVERED', deliveredOn: '2031-05-08' }),
  line(5, { giftName: 'Torradeira', status: 'CONVERTED', share: 90 }),
];

// Received 1.000,00 = available 300 + held 0 + reserved 200 + bought 380 + transferred 120 + pending 0.
const totals = (changes: Record<string, unknown> = {}) =>
  json(
    ok({
      totalReceived: 1000,
      totalTransferred: 120,
      totalAvailable: 300,
      totalPending: 0,
      totalHeld: 0,
      totalReserved: 200,
      totalBought: 380,
      releases: [],
      ...changes,
    }),
  );

const handlers = {
  [apiCall('usersGetPayoutDestination')]: () => json(ok({ destination: null })),
  [apiCall('usersListPayouts', { eventId: 7 })]: () => json(ok({ payouts: [] })),
  [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
    json(ok({ unthankedCount: 0, receivedGifts: [] })),
};

describe("'Presentes recebidos': the gifts delivered to the couple", () => {
  it("shows each line's status, the due window, the carrier and tracking code, the delivery day", async () => {
    renderSignedIn('/gifts-received', {
      ...handlers,
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
      [apiCall('usersListDeliveries')]: () => json(ok({ deliveries: lines })),
    });
    const list = await screen.findByRole('list', { name: 'Presentes para entrega' });
    const card = (gift: string) => within(list).getByRole('listitem', { name: `Entrega de ${gift}` });

    expect(card('Jogo de panelas')).toHaveTextContent('A comprar');
    expect(card('Jogo de panelas')).toHaveTextContent('Entrega prevista: 04/05/2031 a 10/05/2031');
    expect(
      within(card('Jogo de panelas')).getByRole('button', { name: 'Receber em dinheiro' }),
    ).toBeEnabled();

    expect(card('Liquidificador')).toHaveTextContent('Comprado');
    // The platform's cost and supplier are not the couple's business.
    expect(card('Liquidificador')).not.toHaveTextContent('Loja X');

    expect(card('Cafeteira')).toHaveTextContent('Enviado');
    expect(card('Cafeteira')).toHaveTextContent('Transportadora: Correios');
    expect(card('Cafeteira')).toHaveTextContent('Código de rastreio: BR123456789BR');
    expect(card('Cafeteira')).toHaveTextContent('Presente de Anônimo');

    expect(card('Taças')).toHaveTextContent('6 × Taças');
    expect(card('Taças')).toHaveTextContent('Entregue');
    expect(card('Taças')).toHaveTextContent('Entregue em 08/05/2031');

    expect(card('Torradeira')).toHaveTextContent('Convertido em dinheiro');
    expect(card('Torradeira')).toHaveTextContent('R$ 90,00 foram para o seu saldo.');

    // Only the line not yet bought can still become money.
    expect(within(list).getAllByRole('button', { name: 'Receber em dinheiro' })).toHaveLength(1);
  });

  it("shows 'Reservado para entregas' apart from the available balance, the cards adding up", async () => {
    renderSignedIn('/gifts-received', {
      ...handlers,
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
      [apiCall('usersListDeliveries')]: () => json(ok({ deliveries: lines })),
    });
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent('R$ 300,00'));
    expect(screen.getByLabelText('Valor reservado para entregas')).toHaveTextContent('R$ 200,00');
    const reserved = screen.getByRole('region', { name: 'Reservado para entregas' });
    expect(reserved).toHaveTextContent('Usado em presentes já comprados: R$ 380,00');
    expect(reserved).toHaveTextContent('não entram no disponível');
    // 300 available + 200 reserved + 380 bought + 120 transferred = 1.000 received.
    expect(screen.getByText('R$ 1.000,00')).toBeInTheDocument();
    expect(screen.getByText('R$ 120,00')).toBeInTheDocument();
  });

  it("'Receber em dinheiro' asks first, saying the amount, and is sent once", async () => {
    let converted = false;
    const { user, api } = renderSignedIn('/gifts-received', {
      ...handlers,
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () =>
        converted ? totals({ totalAvailable: 500, totalReserved: 0 }) : totals(),
      [apiCall('usersListDeliveries')]: () => json(ok({ deliveries: lines })),
      [apiCall('usersConvertDelivery', { id: 1 })]: () => {
        converted = true;
        return json(
          ok({
            message: 'Presente convertido em dinheiro: o valor está no seu saldo.',
            delivery: { ...lines[0], status: 'CONVERTED', convertible: false },
          }),
        );
      },
    });
    const list = await screen.findByRole('list', { name: 'Presentes para entrega' });
    const pans = within(list).getByRole('listitem', { name: 'Entrega de Jogo de panelas' });
    await user.click(within(pans).getByRole('button', { name: 'Receber em dinheiro' }));

    const dialog = await screen.findByRole('dialog', { name: 'Receber em dinheiro' });
    expect(dialog).toHaveTextContent(
      "Receber R$ 200,00 no seu saldo no lugar de 'Jogo de panelas'? O presente não será mais comprado nem entregue, e isso não pode ser desfeito.",
    );
    expect(api.to(apiCall('usersConvertDelivery', { id: 1 }))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Receber em dinheiro' }));

    expect(
      await screen.findByText('Presente convertido em dinheiro: o valor está no seu saldo.'),
    ).toBeInTheDocument();
    await closeAlert(user);
    expect(pans).toHaveTextContent('Convertido em dinheiro');
    expect(within(pans).queryByRole('button', { name: 'Receber em dinheiro' })).not.toBeInTheDocument();
    expect(api.to(apiCall('usersConvertDelivery', { id: 1 }))).toHaveLength(1);
    // The balance is read again: the money is now available, nothing reserved.
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent('R$ 500,00'));
  });

  it('a cancelled confirmation sends nothing', async () => {
    const { user, api } = renderSignedIn('/gifts-received', {
      ...handlers,
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () => totals(),
      [apiCall('usersListDeliveries')]: () => json(ok({ deliveries: lines })),
    });
    await user.click(await screen.findByRole('button', { name: 'Receber em dinheiro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receber em dinheiro' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(apiCall('usersConvertDelivery', { id: 1 }))).toHaveLength(0);
  });

  it('shows nothing of deliveries to a couple paid in money', async () => {
    renderSignedIn('/gifts-received', {
      ...handlers,
      [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () =>
        totals({ totalReserved: 0, totalBought: 0 }),
      [apiCall('usersListDeliveries')]: () => json(ok({ deliveries: [] })),
    });
    await waitFor(() => expect(screen.getByLabelText('Valor disponível')).toHaveTextContent('R$ 300,00'));
    expect(screen.queryByText('Reservado para entregas')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Presentes para entrega' })).not.toBeInTheDocument();
  });
});
