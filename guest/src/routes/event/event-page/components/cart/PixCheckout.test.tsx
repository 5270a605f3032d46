import { makeQrCode } from '@celebra/ui/qr';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, json, mockApi, type TSentRequest } from '../../../../../test/api-mock';
import { eventAnswer } from '../../../../../test/fixtures';
import { findEventPage, renderApp } from '../../../../../test/render';
import { cartStorageKey } from './stored-cart';
import { pixStorageKey } from './stored-pix';

const GET_EVENT = apiCall('guestsGetEvent', { slug: 'ana-e-pedro' });
const PIX = apiCall('guestsPurchasePix');
const STATUS = apiCall('guestsPurchaseStatus', { id: 501 });
const CARD = apiCall('guestsPurchase');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Status = 'PENDING' | 'APPROVED' | 'RECUSED' | 'CANCELLED' | 'EXPIRED';

/** The purchase as the server answers it: a Pix of R$ 1.021,00 expiring in 29:41. */
function purchase(status: Status, id = 501, code = '00020126PIXCODE') {
  return {
    id,
    status,
    totalPrice: 1021,
    pix: {
      code,
      expiresAt: new Date(Date.now() + (29 * 60 + 41) * 1000).toISOString(),
    },
  };
}

function pixAnswer(request: TSentRequest) {
  const attempt = (request.body as { attemptId: string }).attemptId;
  return json({
    success: true,
    message: 'ok',
    purchase: purchase('PENDING'),
    statusToken: `token-${attempt}`,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

async function cartWithGifts(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()), [PIX]: pixAnswer, ...handlers });
  const view = renderApp('/ana-e-pedro');
  await findEventPage();
  await view.user.click(screen.getByRole('button', { name: 'Adicionar Cafeteira Expresso ao carrinho' }));
  await view.user.click(
    within(await screen.findByRole('dialog', { name: 'Presentes Selecionados' })).getByRole('button', {
      name: 'Fechar',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await view.user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
  await view.user.click(screen.getByRole('button', { name: 'Adicionar Jogo de Taças ao carrinho' }));
  await view.user.click(screen.getByRole('button', { name: 'Carrinho: 3 presentes' }));
  await screen.findByRole('dialog', { name: 'Presentes Selecionados' });
  return { api, ...view };
}

async function fillAndGenerate(user: Awaited<ReturnType<typeof cartWithGifts>>['user'], cpf = '52998224725') {
  await user.type(screen.getByLabelText('Seu nome'), 'Carla Mendes');
  await user.type(screen.getByLabelText('Seu e-mail'), 'carla@exemplo.com');
  await user.type(screen.getByLabelText('Seu CPF'), cpf);
  await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
}

/** Time passes: the page's timers run (the status is asked every 3 s). */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('paying with Pix', { timeout: 60_000 }, () => {
  it('offers Pix first and selected, then Cartão, and masks the CPF as it is typed', async () => {
    const { user } = await cartWithGifts();
    const methods = within(screen.getByRole('radiogroup', { name: 'Forma de pagamento' })).getAllByRole(
      'radio',
    );
    expect(methods.map((radio) => radio.closest('label')?.textContent)).toEqual(['Pix', 'Cartão']);
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeChecked();

    const cpf = screen.getByLabelText('Seu CPF');
    await user.type(cpf, '529a98224725999');
    expect(cpf).toHaveValue('529.982.247-25');

    await user.click(screen.getByRole('radio', { name: 'Cartão' }));
    expect(screen.queryByLabelText('Seu CPF')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para o pagamento' })).toBeInTheDocument();
  });

  it("sends the guest's message to the hosts with the Pix", async () => {
    const { user, api } = await cartWithGifts();
    await user.type(screen.getByLabelText('Mensagem para os anfitriões (opcional)'), 'Com carinho!');
    await fillAndGenerate(user);

    await waitFor(() => expect(api.to(PIX)).toHaveLength(1));
    expect(api.to(PIX)[0]?.body).toMatchObject({ guestMessage: 'Com carinho!', cpf: '52998224725' });
  });

  it('refuses a CPF whose check digits are wrong, in Portuguese, and sends nothing', async () => {
    const { user, api } = await cartWithGifts();
    await fillAndGenerate(user, '52998224724');
    const alert = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(alert).getByText('CPF inválido: confira os números.')).toBeInTheDocument();
    expect(api.to(PIX)).toHaveLength(0);
  });

  it('shows the QR code, the code to copy and the time left, follows the payment and thanks the guest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Status = 'PENDING';
    const { user, api } = await cartWithGifts({
      [STATUS]: () => json({ success: true, message: 'ok', purchase: purchase(status) }),
    });
    await fillAndGenerate(user);

    const section = await screen.findByRole('region', { name: 'Pagamento com Pix' });
    // The QR code is the copia-e-cola drawn on the page: the same image as that code's.
    expect(await within(section).findByRole('img', { name: 'QR code do Pix' })).toHaveAttribute(
      'src',
      await makeQrCode('00020126PIXCODE'),
    );
    expect(within(section).getByLabelText('Pix copia e cola')).toHaveValue('00020126PIXCODE');
    expect(within(section).getByRole('timer')).toHaveTextContent(/^Expira em 29:(41|40)$/);
    expect(within(section).getByText('Pague R$ 1.021,00 com Pix')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe('00020126PIXCODE');
    expect(within(section).getByRole('button', { name: 'Código copiado!' })).toBeInTheDocument();

    const [sent] = api.to(PIX);
    expect(sent?.body).toEqual({
      name: 'Carla Mendes',
      email: 'carla@exemplo.com',
      cpf: '52998224725',
      attemptId: expect.stringMatching(UUID),
      eventId: 7,
      items: [
        { id: 11, quantity: 1 },
        { id: 12, quantity: 2 },
      ],
      coverFee: true,
    });

    // Every 3 seconds the page asks, with the token of this purchase.
    expect(api.to(STATUS)).toHaveLength(0);
    await wait(3_000);
    expect(api.to(STATUS)).toHaveLength(1);
    expect(api.to(STATUS)[0]?.query.get('token')).toBe(
      `token-${(sent?.body as { attemptId?: string } | undefined)?.attemptId}`,
    );
    await wait(3_000);
    expect(api.to(STATUS)).toHaveLength(2);

    status = 'APPROVED';
    await wait(3_000);
    expect(
      await screen.findByText('Presente enviado com sucesso! Você receberá um e-mail de confirmação.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(cartStorageKey('ana-e-pedro')) ?? 'null')).toEqual([]),
    );
    const asked = api.to(STATUS).length;
    await wait(9_000);
    expect(api.to(STATUS)).toHaveLength(asked);
  });

  it('stops asking while the page is hidden or the cart is closed, and asks at once on return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = await cartWithGifts({
      [STATUS]: () => json({ success: true, message: 'ok', purchase: purchase('PENDING') }),
    });
    await fillAndGenerate(user);
    await screen.findByRole('region', { name: 'Pagamento com Pix' });

    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(9_000);
    expect(api.to(STATUS)).toHaveLength(0);

    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(api.to(STATUS)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await wait(9_000);
    expect(api.to(STATUS)).toHaveLength(1);

    // Opened again, the same Pix is there, followed again.
    await user.click(screen.getByRole('button', { name: 'Carrinho: 3 presentes' }));
    expect(await screen.findByRole('region', { name: 'Pagamento com Pix' })).toBeInTheDocument();
    expect(api.to(PIX)).toHaveLength(1);
  });

  it('says when the code expired and generates a new one for the same cart, as a new attempt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answered = 0;
    const { user, api } = await cartWithGifts({
      [PIX]: (request) => {
        answered += 1;
        const attempt = (request.body as { attemptId: string }).attemptId;
        const next = answered === 1 ? purchase('PENDING') : purchase('PENDING', 502, '00020126NOVO');
        return json({ success: true, message: 'ok', purchase: next, statusToken: `token-${attempt}` });
      },
      [STATUS]: () => json({ success: true, message: 'ok', purchase: purchase('EXPIRED') }),
    });
    await fillAndGenerate(user);
    await screen.findByRole('region', { name: 'Pagamento com Pix' });

    await wait(3_000);
    expect(await screen.findByText('O código Pix expirou.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));

    const section = await screen.findByRole('region', { name: 'Pagamento com Pix' });
    expect(within(section).getByLabelText('Pix copia e cola')).toHaveValue('00020126NOVO');
    const [first, second] = api
      .to(PIX)
      .map((request) => request.body as { attemptId: string; items: unknown });
    expect(second?.attemptId).not.toBe(first?.attemptId);
    expect(second?.items).toEqual(first?.items);
  });

  it('says when the payment was refused and goes back to the cart, intact', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await cartWithGifts({
      [STATUS]: () => json({ success: true, message: 'ok', purchase: purchase('RECUSED') }),
    });
    await fillAndGenerate(user);
    await screen.findByRole('region', { name: 'Pagamento com Pix' });
    await wait(3_000);

    expect(
      await screen.findByText(
        'O pagamento foi recusado. Seus presentes continuam no carrinho: tente de novo.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao carrinho' }));
    expect(screen.getByRole('textbox', { name: 'Quantidade de Jogo de Taças' })).toHaveValue('2');
    expect(JSON.parse(localStorage.getItem(cartStorageKey('ana-e-pedro')) ?? '[]')).toHaveLength(2);
  });

  it('sends the same attempt again when the first try failed, so the server charges once', async () => {
    let calls = 0;
    const { user, api } = await cartWithGifts({
      [PIX]: (request) => {
        calls += 1;
        return calls === 1 ? new Response('Bad gateway', { status: 502 }) : pixAnswer(request);
      },
    });
    await fillAndGenerate(user);
    expect(await screen.findByText('Erro ao prosseguir pagamento.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Erro ao prosseguir pagamento.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    await screen.findByRole('region', { name: 'Pagamento com Pix' });

    const attempts = api.to(PIX).map((request) => (request.body as { attemptId: string }).attemptId);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toBe(attempts[0]);
    expect(api.to(CARD)).toHaveLength(0);
  });
});

describe('an open Pix kept on the device', { timeout: 60_000 }, () => {
  it('survives a reload: the cart opens on the same code, asks its status at once and thanks the guest once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Status = 'PENDING';
    const statusHandler = () => json({ success: true, message: 'ok', purchase: purchase(status) });
    const { user } = await cartWithGifts({ [STATUS]: statusHandler });
    await fillAndGenerate(user);
    await screen.findByRole('region', { name: 'Pagamento com Pix' });

    // Kept by event, with nothing of the guest in it.
    const kept = localStorage.getItem(pixStorageKey('ana-e-pedro')) ?? '';
    expect(kept).toContain('00020126PIXCODE');
    for (const personal of ['Carla', 'carla@exemplo.com', '52998224725', '529.982.247-25'])
      expect(kept).not.toContain(personal);

    // The phone discarded the tab in the bank's app: a new page load.
    cleanup();
    const api = mockApi({
      [GET_EVENT]: () => json(eventAnswer()),
      [PIX]: pixAnswer,
      [STATUS]: statusHandler,
    });
    renderApp('/ana-e-pedro');
    const section = await screen.findByRole('region', { name: 'Pagamento com Pix' });
    expect(within(section).getByLabelText('Pix copia e cola')).toHaveValue('00020126PIXCODE');
    expect(within(section).getByText('Pague R$ 1.021,00 com Pix')).toBeInTheDocument();
    await waitFor(() => expect(api.to(STATUS)).toHaveLength(1));
    expect(api.to(PIX)).toHaveLength(0);

    status = 'APPROVED';
    await wait(3_000);
    expect(
      await screen.findByText('Presente enviado com sucesso! Você receberá um e-mail de confirmação.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(pixStorageKey('ana-e-pedro'))).toBeNull());
  });

  it("'Voltar ao carrinho' keeps the code, and paying again while it is open asks first", async () => {
    let answered = 0;
    const { user, api } = await cartWithGifts({
      [PIX]: (request) => {
        answered += 1;
        const attempt = (request.body as { attemptId: string }).attemptId;
        const next = answered === 1 ? purchase('PENDING') : purchase('PENDING', 502, '00020126NOVO');
        return json({ success: true, message: 'ok', purchase: next, statusToken: `token-${attempt}` });
      },
      [STATUS]: () => json({ success: true, message: 'ok', purchase: purchase('PENDING') }),
    });
    await fillAndGenerate(user);
    await screen.findByRole('region', { name: 'Pagamento com Pix' });

    await user.click(screen.getByRole('button', { name: 'Voltar ao carrinho' }));
    expect(await screen.findByText(/Há um código Pix de R\$\s1\.021,00 aberto/)).toBeInTheDocument();
    // The form is as the guest left it.
    expect(screen.getByLabelText('Seu nome')).toHaveValue('Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Ver código Pix' }));
    let section = await screen.findByRole('region', { name: 'Pagamento com Pix' });
    expect(within(section).getByLabelText('Pix copia e cola')).toHaveValue('00020126PIXCODE');

    await user.click(screen.getByRole('button', { name: 'Voltar ao carrinho' }));
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    const question = await screen.findByRole('dialog', { name: 'Você já tem um Pix aberto' });
    expect(api.to(PIX)).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Ver código Pix' }));
    section = await screen.findByRole('region', { name: 'Pagamento com Pix' });
    expect(within(section).getByLabelText('Pix copia e cola')).toHaveValue('00020126PIXCODE');
    expect(api.to(PIX)).toHaveLength(1);

    // Chosen knowingly, a new code replaces the kept one.
    await user.click(screen.getByRole('button', { name: 'Voltar ao carrinho' }));
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Você já tem um Pix aberto' })).getByRole('button', {
        name: 'Gerar outro código',
      }),
    );
    section = await screen.findByRole('region', { name: 'Pagamento com Pix' });
    await waitFor(() =>
      expect(within(section).getByLabelText('Pix copia e cola')).toHaveValue('00020126NOVO'),
    );
    expect(api.to(PIX)).toHaveLength(2);
    expect(localStorage.getItem(pixStorageKey('ana-e-pedro'))).toContain('00020126NOVO');
  });

  it('forgets a kept Pix past its expiry: the cart shows its form', async () => {
    const expired = {
      ...purchase('PENDING'),
      pix: { ...purchase('PENDING').pix, expiresAt: new Date(Date.now() - 1000).toISOString() },
    };
    localStorage.setItem(
      pixStorageKey('ana-e-pedro'),
      JSON.stringify({ purchase: expired, statusToken: 'token-x' }),
    );
    const { user } = await cartWithGifts();
    expect(screen.getByRole('button', { name: 'Gerar código Pix' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pagamento com Pix' })).not.toBeInTheDocument();
    expect(localStorage.getItem(pixStorageKey('ana-e-pedro'))).toBeNull();
    await fillAndGenerate(user);
    expect(await screen.findByRole('region', { name: 'Pagamento com Pix' })).toBeInTheDocument();
  });
});
