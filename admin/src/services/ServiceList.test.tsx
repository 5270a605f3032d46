import { SERVICE_MESSAGES } from '@celebra/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { service } from '../test/fixtures';
import { brl, closeAlert, fakeDataProvider, renderScreen } from '../test/render';

const types = [
  { id: 'PASSWORD', name: 'Senha' },
  { id: 'VIDEO', name: 'Vídeo' },
  { id: 'IMAGE', name: 'Imagem' },
];

function serviceProvider() {
  return fakeDataProvider({
    getList: async (resource: string) =>
      resource === 'service-types' ? { data: types, total: 3 } : { data: [service], total: 1 },
    getOne: async () => ({ data: service }),
  });
}

describe('ServiceList', () => {
  it('shows title, price, active, type and quantity, with the links to the form', async () => {
    renderScreen('/services', { dataProvider: serviceProvider() });
    const row = (await screen.findByText('Galeria de Fotos')).closest('tr') as HTMLElement;
    expect(within(row).getByText(brl(29.9))).toBeInTheDocument();
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    expect(within(row).getByText('Imagem')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo Serviço' })).toHaveAttribute('href', '/services/add');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toHaveAttribute('href', '/services/6');
  });
});

describe('ServiceForm', () => {
  it("'Novo Serviço' validates, steps the quantity (never below 0) and posts the service", async () => {
    const dataProvider = serviceProvider();
    const { location } = renderScreen('/services/add', { dataProvider });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Novo Serviço' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Ativo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText(SERVICE_MESSAGES.required)).length).toBe(4);
    await closeAlert(user);

    const quantity = screen.getByLabelText('Quantidade');
    expect(screen.getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(quantity).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.type(quantity, 'abc');
    expect(quantity).toHaveValue('0');
    await user.clear(quantity);
    await user.type(quantity, '3');

    await user.type(screen.getByLabelText('Título'), 'Vídeo extra');
    await user.type(screen.getByLabelText('Descrição'), 'Mais um vídeo na galeria.');
    await user.type(screen.getByLabelText('Preço'), '19,90');
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Vídeo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('services', {
        data: {
          name: 'Vídeo extra',
          description: 'Mais um vídeo na galeria.',
          price: 19.9,
          type: 'VIDEO',
          quantity: 3,
        },
      }),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/services'));
  });

  it("'Atualizar Serviço' saves with active and removes after the confirmation", async () => {
    const dataProvider = serviceProvider();
    const { location } = renderScreen('/services/6', { dataProvider });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Atualizar Serviço' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Título')).toHaveValue('Galeria de Fotos');
    await user.click(screen.getByRole('combobox', { name: 'Ativo' }));
    await user.click(await screen.findByRole('option', { name: 'Inativo' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'services',
        expect.objectContaining({
          id: 6,
          data: {
            name: 'Galeria de Fotos',
            description: 'Até 10 fotos.',
            price: 29.9,
            type: 'IMAGE',
            quantity: 11,
            active: false,
          },
        }),
      ),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/services'));
  });

  it('removes a service after the confirmation', async () => {
    const dataProvider = serviceProvider();
    renderScreen('/services/6', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('services', expect.objectContaining({ id: 6 })),
    );
  });
});
