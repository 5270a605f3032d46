import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderSignedIn } from '../../test/render';

const service = (id: number, name: string, price: number) => ({
  id,
  name,
  description: `Sobre ${name}`,
  price,
  type: 'EXTRA',
  active: true,
  quantity: 1,
});
const services = json(
  ok({
    services: {
      default: [service(1, 'Lista de presentes', 0)],
      turbo: [service(2, 'Senha no site', 19.9), service(3, 'Vídeos na galeria', 29.9)],
      contracted: [
        { ...service(4, 'Página extra', 9.9), serviceId: 4, createdAt: '2025-03-01T12:00:00.000Z' },
      ],
    },
  }),
);
const pending = {
  id: 8,
  serviceId: 3,
  name: 'Vídeos na galeria',
  description: null,
  price: 29.9,
  type: 'VIDEO',
  expirationAt: '2031-04-02T15:30:00.000Z',
  paymentLink: 'https://pagamento.test/checkout/8',
};

const handlers = () => ({
  [apiCall('usersListEventServices', { eventId: 7 })]: () => services.clone(),
  [apiCall('usersListPendingPaymentServices', { eventId: 7 })]: () =>
    json(ok({ pendingServices: [pending] })),
  [apiCall('usersPurchaseService')]: () => json(ok({ paymentLink: 'https://pagamento.test/checkout/9' })),
});

describe('service package', () => {
  it("shows 'Gratuito', 'Contratado', price with COMPRAR, and a pending one's expiry with 'Continuar Pagamento'", async () => {
    renderSignedIn('/service-package', handlers());
    const free = await screen.findByRole('listitem', { name: 'Lista de presentes' });
    expect(within(free).getByText('Gratuito')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Página extra' })).getByText('Contratado'),
    ).toBeInTheDocument();
    const turbo = screen.getByRole('listitem', { name: 'Senha no site' });
    expect(within(turbo).getByText(/19,90/)).toBeInTheDocument();
    expect(within(turbo).getByRole('button', { name: 'COMPRAR' })).toBeInTheDocument();
    const waiting = screen.getByRole('listitem', { name: 'Vídeos na galeria' });
    expect(within(waiting).getByText(/Pagamento pendente até \d{2}\/04\/2031/)).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Continuar Pagamento' })).toHaveAttribute(
      'href',
      'https://pagamento.test/checkout/8',
    );
  });

  it("a pending purchase without a kept checkout asks for a new one on 'Continuar Pagamento'", async () => {
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, api } = renderSignedIn('/service-package', {
      ...handlers(),
      [apiCall('usersListPendingPaymentServices', { eventId: 7 })]: () =>
        json(ok({ pendingServices: [{ ...pending, paymentLink: null }] })),
    });
    const waiting = await screen.findByRole('listitem', { name: 'Vídeos na galeria' });
    await user.click(within(waiting).getByRole('button', { name: 'Continuar Pagamento' }));
    await waitFor(() => expect(tab.location.href).toBe('https://pagamento.test/checkout/9'));
    expect(api.to(apiCall('usersPurchaseService'))[0]?.body).toEqual({ serviceId: 3, eventId: 7 });
  });

  it('COMPRAR starts the purchase and opens its checkout in a new tab', async () => {
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, api } = renderSignedIn('/service-package', handlers());
    const turbo = await screen.findByRole('listitem', { name: 'Senha no site' });
    await user.click(within(turbo).getByRole('button', { name: 'COMPRAR' }));
    await waitFor(() => expect(tab.location.href).toBe('https://pagamento.test/checkout/9'));
    expect(api.to(apiCall('usersPurchaseService'))[0]?.body).toEqual({ serviceId: 2, eventId: 7 });
  });

  it("a failed purchase says 'Erro ao iniciar o pagamento do serviço.'", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderSignedIn('/service-package', {
      ...handlers(),
      [apiCall('usersPurchaseService')]: () => new Response('', { status: 500 }),
    });
    const turbo = await screen.findByRole('listitem', { name: 'Senha no site' });
    await user.click(within(turbo).getByRole('button', { name: 'COMPRAR' }));
    expect(await screen.findByText('Erro ao iniciar o pagamento do serviço.')).toBeInTheDocument();
  });

  it("a failed load says 'Erro ao buscar serviços.'", async () => {
    renderSignedIn('/service-package', {
      ...handlers(),
      [apiCall('usersListEventServices', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao buscar serviços.')).toBeInTheDocument();
  });
});
