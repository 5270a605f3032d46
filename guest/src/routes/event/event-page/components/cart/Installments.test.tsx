import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../../../../test/api-mock';
import { eventAnswer } from '../../../../../test/fixtures';
import { findEventPage, renderApp } from '../../../../../test/render';

const GET_EVENT = apiCall('guestsGetEvent', { slug: 'ana-e-pedro' });
const INSTALLMENTS = apiCall('guestsPurchaseInstallments');

const interestFree = {
  success: true,
  message: 'Parcelamento calculado.',
  available: true,
  options: [
    {
      installments: 1,
      installmentAmount: 450.5,
      firstInstallmentAmount: 450.5,
      totalAmount: 450.5,
      interestFree: true,
    },
    {
      installments: 2,
      installmentAmount: 225.25,
      firstInstallmentAmount: 225.25,
      totalAmount: 450.5,
      interestFree: true,
    },
    {
      installments: 3,
      installmentAmount: 150.16,
      firstInstallmentAmount: 150.18,
      totalAmount: 450.5,
      interestFree: true,
    },
  ],
};

const withInterest = {
  ...interestFree,
  options: [
    {
      installments: 1,
      installmentAmount: 450.5,
      firstInstallmentAmount: 450.5,
      totalAmount: 450.5,
      interestFree: true,
    },
    {
      installments: 2,
      installmentAmount: 235.59,
      firstInstallmentAmount: 235.59,
      totalAmount: 471.18,
      interestFree: false,
    },
  ],
};

async function cardCart(answer: () => Response) {
  const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()), [INSTALLMENTS]: answer });
  const { user } = renderApp('/ana-e-pedro');
  await findEventPage();
  await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
  const dialog = await screen.findByRole('dialog', { name: 'Presentes Selecionados' });
  return { api, user, dialog };
}

const summary = () => screen.findByTestId('installments-summary');

describe("the card's installments in the cart", () => {
  it('are asked of the server only once the card is chosen, for the cart and the choice of the fee', async () => {
    const { api, user, dialog } = await cardCart(() => json(interestFree));
    expect(api.to(INSTALLMENTS)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Cartão' }));

    expect((await summary()).textContent?.replace(/\s/g, ' ')).toBe('Em até 3x de R$ 150,16 sem juros');
    const options = within(dialog).getByRole('list', { name: 'Opções de parcelamento' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      '1x de R$ 450,50 sem juros',
      '2x de R$ 225,25 sem juros',
      '3x de R$ 150,16 sem juros (1ª de R$ 150,18)',
    ]);
    expect(api.to(INSTALLMENTS).at(-1)?.body).toEqual({
      eventId: 7,
      items: [{ id: 11, quantity: 1 }],
      coverFee: true,
    });

    // Unticking the fee's box asks again, for the gifts' own prices.
    await user.click(within(dialog).getByRole('checkbox', { name: /Quero pagar a taxa de serviço/ }));
    await waitFor(() => expect(api.to(INSTALLMENTS).at(-1)?.body).toMatchObject({ coverFee: false }));
  });

  it('shows the total of each option when the guest pays the interest', async () => {
    const { user, dialog } = await cardCart(() => json(withInterest));

    await user.click(within(dialog).getByRole('radio', { name: 'Cartão' }));

    expect((await summary()).textContent?.replace(/\s/g, ' ')).toBe('Em até 2x de R$ 235,59 com juros');
    expect(within(dialog).getByText('2x de R$ 235,59 (total R$ 471,18)')).toBeInTheDocument();
  });

  it('leaves them to the checkout when they cannot be known, and the guest still pays', async () => {
    const { user, dialog } = await cardCart(() => json({ success: false, message: 'Erro' }, 500));

    await user.click(within(dialog).getByRole('radio', { name: 'Cartão' }));

    expect((await summary()).textContent).toBe('Parcelamento disponível no pagamento');
    expect(within(dialog).getByRole('button', { name: 'Ir para o pagamento' })).toBeEnabled();
  });

  it('leaves them to the checkout when the provider could not say', async () => {
    const { user, dialog } = await cardCart(() => json({ ...interestFree, available: false, options: [] }));

    await user.click(within(dialog).getByRole('radio', { name: 'Cartão' }));

    expect((await summary()).textContent).toBe('Parcelamento disponível no pagamento');
  });
});
