import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../test/render';

describe('the legal settings card', () => {
  it('shows the default texts, saves an edit, and sends a restored text as null', async () => {
    const dataProvider = fakeDataProvider();
    renderAdmin('/settings', { dataProvider });
    const privacy = await screen.findByRole('textbox', { name: 'Política de Privacidade' });
    expect(privacy).toHaveValue('## Quem somos\nA política padrão.');
    expect(screen.getByText('Versão em vigor: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver página: Termos de Uso' }).getAttribute('href')).toMatch(
      /\/termos$/,
    );

    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(privacy, ' Mais.');
    await user.type(screen.getByRole('textbox', { name: 'Nome do encarregado' }), 'Marina Souza');
    await user.type(screen.getByRole('textbox', { name: 'E-mail do encarregado' }), 'dpo@celebra.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar textos legais' }));
    await waitFor(() => expect(dataProvider.updateLegalSettings).toHaveBeenCalledTimes(1));
    expect(dataProvider.updateLegalSettings).toHaveBeenCalledWith({
      privacyPolicy: '## Quem somos\nA política padrão. Mais.',
      termsOfUse: null,
      dataControllerName: 'Marina Souza',
      dataControllerEmail: 'dpo@celebra.com.br',
      guestDataRetentionMonths: 12,
    });

    await user.click(screen.getAllByRole('button', { name: 'Restaurar texto padrão' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Salvar textos legais' }));
    await waitFor(() => expect(dataProvider.updateLegalSettings).toHaveBeenCalledTimes(2));
    expect(dataProvider.updateLegalSettings).toHaveBeenLastCalledWith(
      expect.objectContaining({ privacyPolicy: null }),
    );
  });

  it('refuses a retention out of range, naming the field, without saving', async () => {
    const dataProvider = fakeDataProvider();
    renderAdmin('/settings', { dataProvider });
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const months = await screen.findByRole('spinbutton', {
      name: 'Meses de guarda dos dados dos convidados',
    });
    await user.clear(months);
    await user.type(months, '200');
    await user.click(screen.getByRole('button', { name: 'Salvar textos legais' }));
    expect(
      (await screen.findAllByText(/Meses de guarda dos dados dos convidados é inválido/)).length,
    ).toBeGreaterThan(0);
    expect(dataProvider.updateLegalSettings).not.toHaveBeenCalled();
  });
});
