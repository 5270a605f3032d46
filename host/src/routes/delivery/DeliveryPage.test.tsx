import {
  DELIVERY_CITY_REQUIRED_MESSAGE,
  DELIVERY_NEIGHBOURHOOD_REQUIRED_MESSAGE,
  DELIVERY_NUMBER_REQUIRED_MESSAGE,
  DELIVERY_POSTAL_CODE_INVALID_MESSAGE,
  DELIVERY_PREFERENCE_STARTED_MESSAGE,
  DELIVERY_RECIPIENT_REQUIRED_MESSAGE,
  DELIVERY_STATE_INVALID_MESSAGE,
  DELIVERY_STREET_REQUIRED_MESSAGE,
} from '@celebra/shared/messages';
import type { TDeliveryAddress, TGiftDeliveryPreference } from '@celebra/shared/models';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../test/render';

const saved: TDeliveryAddress = {
  postalCode: '04538-133',
  street: 'Avenida Brigadeiro Faria Lima',
  number: '1200',
  complement: 'Apto 52',
  neighbourhood: 'Itaim Bibi',
  city: 'São Paulo',
  state: 'SP',
  recipientName: 'Ana Souza',
};

const addressAnswer = (
  address: TDeliveryAddress | null,
  giftDeliveryPreference: TGiftDeliveryPreference = 'weekOfParty',
) =>
  json(
    ok({
      address,
      giftDeliveryPreference,
      addressRequired: giftDeliveryPreference !== 'cash',
      firstDueFrom: '2031-05-04',
    }),
  );

const cepFound = () =>
  json(
    ok({
      address: {
        postalCode: '04538-133',
        street: 'Avenida Brigadeiro Faria Lima',
        complement: '',
        neighborhood: 'Itaim Bibi',
        city: 'São Paulo',
        state: 'SP',
      },
    }),
  );

describe("'Entrega dos presentes'", () => {
  it('a typed CEP fills the street, neighbourhood, city and state; the save sends the whole address', async () => {
    const { user, api } = renderSignedIn('/delivery', {
      [apiCall('usersGetDeliveryAddress', { eventId: 7 })]: () => addressAnswer(null),
      [apiCall('geoCep', { cep: '04538133' })]: cepFound,
      [apiCall('usersSaveDeliveryAddress', { eventId: 7 })]: () =>
        json(ok({ message: 'Endereço de entrega salvo.', address: saved })),
    });
    const form = await screen.findByRole('form', { name: 'Endereço de entrega' });
    expect(
      within(form).getByText(/O primeiro deve ser entregue a partir de 04\/05\/2031/),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^CEP/), '04538133');
    expect(within(form).getByLabelText(/^CEP/)).toHaveValue('04538-133');
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Rua/)).toHaveValue('Avenida Brigadeiro Faria Lima'),
    );
    expect(within(form).getByLabelText(/^Bairro/)).toHaveValue('Itaim Bibi');
    expect(within(form).getByLabelText(/^Cidade/)).toHaveValue('São Paulo');
    expect(within(form).getByRole('combobox', { name: /^Estado/ })).toHaveTextContent('SP');
    // The look-up leaves the house number to type next.
    await waitFor(() => expect(within(form).getByLabelText(/^Número/)).toHaveFocus());

    await user.type(within(form).getByLabelText(/^Número/), '1200');
    await user.type(within(form).getByLabelText(/^Complemento/), 'Apto 52');
    await user.type(within(form).getByLabelText(/^Quem recebe/), 'Ana Souza');
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));

    expect(await screen.findByText('Endereço de entrega salvo.')).toBeInTheDocument();
    expect(api.to(apiCall('usersSaveDeliveryAddress', { eventId: 7 }))[0]?.body).toEqual({
      postalCode: '04538-133',
      street: 'Avenida Brigadeiro Faria Lima',
      number: '1200',
      complement: 'Apto 52',
      neighbourhood: 'Itaim Bibi',
      city: 'São Paulo',
      state: 'SP',
      recipientName: 'Ana Souza',
    });
  });

  it('names each required field in Portuguese and sends nothing while one is missing', async () => {
    const { user, api } = renderSignedIn('/delivery', {
      [apiCall('usersGetDeliveryAddress', { eventId: 7 })]: () => addressAnswer(null),
    });
    const form = await screen.findByRole('form', { name: 'Endereço de entrega' });
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));
    for (const message of [
      DELIVERY_POSTAL_CODE_INVALID_MESSAGE,
      DELIVERY_STREET_REQUIRED_MESSAGE,
      DELIVERY_NUMBER_REQUIRED_MESSAGE,
      DELIVERY_NEIGHBOURHOOD_REQUIRED_MESSAGE,
      DELIVERY_CITY_REQUIRED_MESSAGE,
      DELIVERY_STATE_INVALID_MESSAGE,
      DELIVERY_RECIPIENT_REQUIRED_MESSAGE,
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText(/^Rua/)).toHaveAccessibleDescription(DELIVERY_STREET_REQUIRED_MESSAGE);
    expect(within(form).getByLabelText(/^Complemento/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.to(apiCall('usersSaveDeliveryAddress', { eventId: 7 }))).toHaveLength(0);
  });

  it('shows the saved address, and no address form for a couple paid in money', async () => {
    renderSignedIn('/delivery', {
      [apiCall('usersGetDeliveryAddress', { eventId: 7 })]: () => addressAnswer(null, 'cash'),
    });
    const choice = await screen.findByRole('radiogroup', { name: 'Como vocês recebem os presentes' });
    expect(within(choice).getByRole('radio', { name: /Receber em dinheiro/ })).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Endereço de entrega' })).not.toBeInTheDocument();
  });

  it('changes the preference after a confirmation saying what changes', async () => {
    let preference: TGiftDeliveryPreference = 'weekOfParty';
    const { user, api } = renderSignedIn('/delivery', {
      [apiCall('usersGetDeliveryAddress', { eventId: 7 })]: () => addressAnswer(saved, preference),
      [apiCall('usersChangeDeliveryPreference', { eventId: 7 })]: ({ body }) => {
        preference = (body as { giftDeliveryPreference: TGiftDeliveryPreference }).giftDeliveryPreference;
        return json(ok({ message: 'Preferência de entrega salva.', giftDeliveryPreference: preference }));
      },
    });
    expect(await screen.findByRole('form', { name: 'Endereço de entrega' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Rua/)).toHaveValue('Avenida Brigadeiro Faria Lima');
    const change = screen.getByRole('button', { name: 'Alterar preferência' });
    expect(change).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Receber em dinheiro/ }));
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar a preferência de entrega' });
    expect(dialog).toHaveTextContent(
      "Mudar para 'Receber em dinheiro'? Os presentes ainda não comprados para entrega viram dinheiro no seu saldo, e os próximos também.",
    );
    expect(api.to(apiCall('usersChangeDeliveryPreference', { eventId: 7 }))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Alterar' }));

    expect(await screen.findByText('Preferência de entrega salva.')).toBeInTheDocument();
    expect(api.to(apiCall('usersChangeDeliveryPreference', { eventId: 7 }))[0]?.body).toEqual({
      giftDeliveryPreference: 'cash',
    });
    // Paid in money now: the address is no longer asked for.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Endereço de entrega' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal once a gift was bought, and keeps the choice as it was", async () => {
    const { user } = renderSignedIn('/delivery', {
      [apiCall('usersGetDeliveryAddress', { eventId: 7 })]: () => addressAnswer(saved, 'weekOfParty'),
      [apiCall('usersChangeDeliveryPreference', { eventId: 7 })]: () =>
        json({ success: false, message: DELIVERY_PREFERENCE_STARTED_MESSAGE }, 409),
    });
    await user.click(await screen.findByRole('radio', { name: /Entrega após a festa/ }));
    await user.click(screen.getByRole('button', { name: 'Alterar preferência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar a preferência de entrega' });
    expect(dialog).toHaveTextContent('passam a ser entregues na semana seguinte à festa');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar' }));
    expect(await screen.findByText(DELIVERY_PREFERENCE_STARTED_MESSAGE)).toBeInTheDocument();
    await closeAlert(user);
    expect(screen.getByRole('radio', { name: /Entrega na semana da festa/ })).toBeChecked();
  });
});
