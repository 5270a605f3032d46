import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, deferred, json, mockApi } from '../../../../../test/api-mock';
import { eventAnswer } from '../../../../../test/fixtures';
import { findEventPage, renderApp } from '../../../../../test/render';

const GET_EVENT = apiCall('guestsGetEvent', { slug: 'ana-e-pedro' });
const PURCHASE = apiCall('guestsPurchase');
const LINK = 'https://pagamento.example/checkout/abc';

const cartDialog = () => screen.findByRole('dialog', { name: 'Presentes Selecionados' });
const attemptsOf = (api: ReturnType<typeof mockApi>) =>
  api.to(PURCHASE).map((request) => (request.body as { attemptId: string }).attemptId);

/** The site with the coffee maker in the cart, paid by card, the guest's details typed. */
async function cardCheckout(purchase: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()), [PURCHASE]: purchase });
  const { user } = renderApp('/ana-e-pedro');
  await findEventPage();
  await user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
  await cartDialog();
  await user.click(screen.getByRole('radio', { name: 'Cartão' }));
  await user.type(screen.getByLabelText('Seu nome'), 'Carla');
  await user.type(screen.getByLabelText('Seu e-mail'), 'carla@exemplo.com');
  return { api, user, pay: () => screen.getByRole('button', { name: 'Ir para o pagamento' }) };
}

async function dismissAlert(user: { click: (element: Element) => Promise<void> }, text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

describe('the card button', { timeout: 60_000 }, () => {
  it('sends one purchase for five fast clicks, and stays busy while it is in flight', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const answer = deferred<Response>();
    const { api, pay } = await cardCheckout(() => answer.promise);

    // Five clicks within one frame: before React renders the button disabled.
    const button = pay();
    for (let click = 0; click < 5; click++) fireEvent.click(button);

    await waitFor(() => expect(api.to(PURCHASE)).toHaveLength(1));
    await waitFor(() => expect(pay()).toBeDisabled());
    answer.resolve(json({ success: true, message: 'ok', paymentLink: LINK }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LINK));
    expect(api.to(PURCHASE)).toHaveLength(1);
    expect(attemptsOf(api)[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('retries a failure with the same attempt; new details, or a refusal of the list, make a new one', async () => {
    let answer = () => new Response('Bad gateway', { status: 502 });
    const { api, user, pay } = await cardCheckout(() => answer());

    await user.click(pay());
    await dismissAlert(user, 'Erro ao prosseguir pagamento.');
    await user.click(pay());
    await dismissAlert(user, 'Erro ao prosseguir pagamento.');
    await user.clear(screen.getByLabelText('Seu e-mail'));
    await user.type(screen.getByLabelText('Seu e-mail'), 'carla.m@exemplo.com');
    await user.click(pay());
    await dismissAlert(user, 'Erro ao prosseguir pagamento.');
    answer = () => json({ success: false, message: 'O tempo deste pagamento acabou. Tente de novo.' }, 409);
    await user.click(pay());
    await dismissAlert(user, 'O tempo deste pagamento acabou. Tente de novo.');
    await user.click(within(await cartDialog()).getByRole('button', { name: 'Ir para o pagamento' }));

    await waitFor(() => expect(api.to(PURCHASE)).toHaveLength(5));
    const [first, retry, newDetails, refused, afterRefusal] = attemptsOf(api);
    expect(retry).toBe(first);
    expect(newDetails).not.toBe(first);
    expect(refused).toBe(newDetails);
    expect(afterRefusal).not.toBe(refused);
  });
});

describe('a refused card', { timeout: 60_000 }, () => {
  it('lands on its screen, and trying again finds the cart and what was typed, on the way chosen', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, pay } = await cardCheckout(() => json({ success: true, message: 'ok', paymentLink: LINK }));
    await user.type(screen.getByLabelText('Mensagem para os anfitriões (opcional)'), 'Felicidades!');
    await user.click(pay());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LINK));

    // The provider's page, then its return to the failure address, as a new page load.
    cleanup();
    mockApi({ [GET_EVENT]: () => json(eventAnswer()) });
    const back = renderApp(
      '/page/checkout-success?event=ana-e-pedro&collection_status=rejected&status=rejected',
    );
    expect(await screen.findByRole('heading', { name: 'Pagamento não aprovado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar com Pix' })).toBeInTheDocument();

    await back.user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    const cart = await cartDialog();
    expect(within(cart).getByRole('textbox', { name: 'Quantidade de Cafeteira Expresso' })).toHaveValue('1');
    expect(within(cart).getByRole('radio', { name: 'Cartão' })).toBeChecked();
    expect(within(cart).getByLabelText('Seu nome')).toHaveValue('Carla');
    expect(within(cart).getByLabelText('Seu e-mail')).toHaveValue('carla@exemplo.com');
    expect(within(cart).getByLabelText('Mensagem para os anfitriões (opcional)')).toHaveValue('Felicidades!');
  });
});
