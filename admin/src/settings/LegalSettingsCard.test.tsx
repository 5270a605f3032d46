import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDataProvider, renderScreen } from '../test/render';

describe('the legal settings card', () => {
  it('shows the default texts, saves an edit, and sends a restored text as null', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
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
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Salvar textos legais' }));
    await waitFor(() => expect(dataProvider.updateLegalSettings).toHaveBeenCalledTimes(2));
    expect(dataProvider.updateLegalSettings).toHaveBeenLastCalledWith(
      expect.objectContaining({ privacyPolicy: null }),
    );
  });

  it("asks before 'Restaurar texto padrão' replaces what was typed", async () => {
    renderScreen('/settings', { dataProvider: fakeDataProvider() });
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const privacy = await screen.findByRole('textbox', { name: 'Política de Privacidade' });
    await user.type(privacy, ' Texto novo.');

    await user.click(screen.getAllByRole('button', { name: 'Restaurar texto padrão' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Restaurar o texto padrão da Política de Privacidade?'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/as versões anteriores continuam guardadas/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(privacy).toHaveValue('## Quem somos\nA política padrão. Texto novo.');

    await user.click(screen.getAllByRole('button', { name: 'Restaurar texto padrão' })[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(privacy).toHaveValue('## Quem somos\nA política padrão.'));
  });

  it('lists every published version, each opening its texts', async () => {
    renderScreen('/settings', { dataProvider: fakeDataProvider() });
    const versions = await screen.findByRole('region', { name: 'Versões publicadas' });
    const second = within(versions).getByRole('link', {
      name: 'Versão 2 · 01/03/2030 12:00 · Ana Souza <ana@celebra.dev>',
    });
    expect(second).toHaveAttribute('href', '/legal-versions/2');
    expect(
      within(versions).getByRole('link', {
        name: 'Versão 1 · antes do histórico de versões · texto padrão da plataforma',
      }),
    ).toHaveAttribute('href', '/legal-versions/1');
  });

  it('refuses a retention out of range, naming the field, without saving', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
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
