import { toIsoDate } from '@celebra/shared/format';
import type { TGiftDeliveryPreference } from '@celebra/shared/models';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../../test/api-mock';
import { meAnswer, ok } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render';

const inDays = (days: number) => toIsoDate(new Date(Date.now() + days * 86_400_000));

function mockHome(answer: {
  address?: object | null;
  giftDeliveryPreference: TGiftDeliveryPreference;
  firstDueFrom: string | null;
}) {
  signIn();
  return mockApi({
    [apiCall('usersMe')]: () => json(meAnswer()),
    [apiCall('usersDashboard', { eventId: 7 })]: () =>
      json(ok({ totals: { guests: 0, messages: 0, payout: 0 } })),
    [apiCall('usersListEventServices', { eventId: 7 })]: () =>
      json(ok({ services: { default: [], turbo: [], contracted: [] } })),
    [apiCall('usersGetDeliveryAddress', { eventId: 7 })]: () =>
      json(
        ok({
          address: null,
          addressRequired: answer.giftDeliveryPreference !== 'cash',
          ...answer,
        }),
      ),
  });
}

describe('the dashboard asks for the delivery address', () => {
  it('asks a couple who chose delivery and gave no address, with a link to the form', async () => {
    mockHome({ giftDeliveryPreference: 'weekAfterParty', firstDueFrom: null });
    const { user } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Casamento de Ana e João' })).toBeInTheDocument();
    const notice = await screen.findByRole('status', { name: 'Informe o endereço de entrega' });
    expect(notice).toHaveTextContent(
      "Vocês escolheram 'Entrega após a festa': precisamos saber onde entregar os presentes.",
    );
    // A notice in the page, not a dialog in the way: the dashboard stays usable.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cores e Textos' })).toBeInTheDocument();

    await user.click(within(notice).getByRole('link', { name: 'Informar endereço' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/delivery'));
  });

  it('insists once the first gift is due within two weeks', async () => {
    const due = inDays(5) ?? '';
    mockHome({ giftDeliveryPreference: 'weekOfParty', firstDueFrom: due });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Casamento de Ana e João' })).toBeInTheDocument();
    const notice = await screen.findByRole('alert', { name: 'Informe o endereço de entrega agora' });
    const [year, month, day] = due.split('-');
    expect(notice).toHaveTextContent(
      `O primeiro presente deve ser entregue a partir de ${day}/${month}/${year} e não pode ser enviado sem o endereço.`,
    );
  });

  it('only asks, without insisting, while the first due day is far', async () => {
    mockHome({ giftDeliveryPreference: 'weekOfParty', firstDueFrom: inDays(60) });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Casamento de Ana e João' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Informe o endereço de entrega' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing once the address is given, nor to a couple paid in money', async () => {
    const api = mockHome({
      giftDeliveryPreference: 'weekOfParty',
      firstDueFrom: inDays(3),
      address: { postalCode: '01310-100', street: 'Av. Paulista', number: '1000' },
    });
    const first = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Casamento de Ana e João' })).toBeInTheDocument();
    await waitFor(() => expect(api.to(apiCall('usersGetDeliveryAddress', { eventId: 7 }))).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Pessoas confirmadas')).toBeInTheDocument());
    expect(screen.queryByText(/Informe o endereço de entrega/)).not.toBeInTheDocument();
    first.unmount();

    const again = mockHome({ giftDeliveryPreference: 'cash', firstDueFrom: null });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Casamento de Ana e João' })).toBeInTheDocument();
    await waitFor(() => expect(again.to(apiCall('usersGetDeliveryAddress', { eventId: 7 }))).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Pessoas confirmadas')).toBeInTheDocument());
    expect(screen.queryByText(/Informe o endereço de entrega/)).not.toBeInTheDocument();
  });
});
