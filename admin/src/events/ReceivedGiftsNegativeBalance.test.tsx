import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

describe('ReceivedGifts balance below zero', () => {
  it('says the negative balance that will be discounted from the next gifts', async () => {
    const dataProvider = fakeDataProvider({
      getEventTransactionTotals: async () => ({
        totalReceived: 0,
        totalTransferred: 133.33,
        totalAvailable: 0,
        totalPending: 0,
        negativeBalance: -133.33,
      }),
    });
    renderScreen('/events/10/gifts-received', { dataProvider });
    expect(
      await screen.findByText(`Saldo negativo: ${brl(133.33)} — será descontado dos próximos presentes.`),
    ).toBeInTheDocument();
  });

  it('shows no such text while the balance is not negative', async () => {
    const dataProvider = fakeDataProvider({
      getEventTransactionTotals: async () => ({
        totalReceived: 200,
        totalTransferred: 0,
        totalAvailable: 200,
        totalPending: 0,
      }),
    });
    renderScreen('/events/10/gifts-received', { dataProvider });
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
    expect(screen.queryByText(/Saldo negativo/)).not.toBeInTheDocument();
  });
});
