import { ADMIN_PASSWORD_RULE_MESSAGE, LIST_CREATION_FEE_REQUIRED_MESSAGE } from '@celebra/shared/messages';
import { ADMIN_SETTINGS_MESSAGES, PASSWORD_CHANGE_MESSAGES } from '@celebra/shared/validation';
import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeAlert, fakeDataProvider, renderScreen } from '../test/render';

describe('Settings', () => {
  it('shows the settings the API returns', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    expect(await screen.findByLabelText('Porcentagem sobre presentes')).toHaveValue('5');
    expect(screen.getByLabelText('Taxa de criação da lista')).toHaveValue('49,90');
    expect(screen.getByRole('textbox', { name: 'Cor primária' })).toHaveValue('#E91E63');
    expect(screen.getByRole('textbox', { name: 'Cor secundária' })).toHaveValue('#7B1FA2');
    expect(dataProvider.getSettings).toHaveBeenCalled();
  });

  it("shows the form's messages for a bad percentage and missing colours", async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    const percentage = await screen.findByLabelText('Porcentagem sobre presentes');
    await user.clear(percentage);
    await user.type(percentage, '101');
    await user.clear(screen.getByRole('textbox', { name: 'Cor primária' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText(ADMIN_SETTINGS_MESSAGES.percentageGiftRange)).length).toBeGreaterThan(
      0,
    );
    await closeAlert(user);
    expect(screen.getByText(ADMIN_SETTINGS_MESSAGES.colorsRequired)).toBeInTheDocument();
    expect(dataProvider.updateSettings).not.toHaveBeenCalled();
  });

  it('refuses an emptied list creation fee, naming the field, instead of saving it as free', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Taxa de criação da lista'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText(LIST_CREATION_FEE_REQUIRED_MESSAGE)).length).toBeGreaterThan(0);
    expect(dataProvider.updateSettings).not.toHaveBeenCalled();
  });

  it('saves percentage, fee and colours, and the colours become the theme', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    const percentage = await screen.findByLabelText('Porcentagem sobre presentes');
    await user.clear(percentage);
    await user.type(percentage, '7');
    const fee = screen.getByLabelText('Taxa de criação da lista');
    await user.clear(fee);
    await user.type(fee, '59,90');
    const color = screen.getByRole('textbox', { name: 'Cor primária' });
    await user.clear(color);
    await user.type(color, '#00897B');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.updateSettings).toHaveBeenCalledWith({
        percentageGift: 7,
        listCreationFee: 59.9,
        maxInstallments: 12,
        installmentInterest: 'GUEST',
        holdingDays: 0,
        autoPublishEvents: false,
        color: '#00897B',
        colorSecondary: '#7B1FA2',
      }),
    );
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('celebraAdminColors') ?? '{}')).toMatchObject({
      color: '#00897B',
    });
  });

  it("reads '5,5' as 5.5 %, and confirms a change of money settings stating before, after and a guest's price", async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    const percentage = await screen.findByLabelText('Porcentagem sobre presentes');
    await user.clear(percentage);
    await user.type(percentage, '5,5');
    expect(percentage).toHaveValue('5,5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirmar alteração')).toBeInTheDocument();
    const text = dialog.textContent?.replace(/\u00a0/g, ' ');
    expect(text).toContain('Porcentagem sobre presentes: 5% → 5,5%');
    expect(text).toContain('Um presente de R$ 100,00: o convidado paga R$ 105,50 (antes R$ 105,00)');
    expect(text).toContain('Se o convidado não cobrir a taxa, o anfitrião recebe R$ 94,50 (antes R$ 95,00)');
    expect(text).not.toContain('Taxa de criação da lista');
    // 'Cancelar' saves nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.updateSettings).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.updateSettings).toHaveBeenCalledWith(
        expect.objectContaining({ percentageGift: 5.5 }),
      ),
    );
    expect(dataProvider.updateSettings).toHaveBeenCalledOnce();
  });

  it('states the list creation fee before and after; a change of colours alone asks nothing', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    const fee = await screen.findByLabelText('Taxa de criação da lista');
    await user.clear(fee);
    await user.type(fee, '59,90');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Taxa de criação da lista: R$ 49,90 → R$ 59,90',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(dataProvider.updateSettings).toHaveBeenCalledOnce());
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();

    // The confirmation fades out (the page behind it is hidden from the accessibility tree until then).
    const color = await screen.findByRole('textbox', { name: 'Cor primária' });
    await user.clear(color);
    await user.type(color, '#00897B');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.updateSettings).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses installments out of 1 to 12 and holding days out of 0 to 60, naming the field', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    const most = await screen.findByLabelText('Máximo de parcelas no cartão');
    expect(most).toHaveValue(12);
    await user.clear(most);
    await user.type(most, '13');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText(ADMIN_SETTINGS_MESSAGES.maxInstallmentsRange)).length).toBeGreaterThan(
      0,
    );
    await closeAlert(user);

    await user.clear(most);
    await user.type(most, '6');
    const holding = screen.getByLabelText('Prazo de liberação dos presentes (dias)');
    await user.clear(holding);
    await user.type(holding, '61');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText(ADMIN_SETTINGS_MESSAGES.holdingDaysRange)).length).toBeGreaterThan(0);
    expect(dataProvider.updateSettings).not.toHaveBeenCalled();
  });

  it('saves the installments paid by the platform and the holding days', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    const most = await screen.findByLabelText('Máximo de parcelas no cartão');
    await user.clear(most);
    await user.type(most, '6');
    await user.click(screen.getByRole('combobox', { name: 'Juros do parcelamento' }));
    await user.click(
      await screen.findByRole('option', { name: 'Pagos pela plataforma (sem juros para o convidado)' }),
    );
    const holding = screen.getByLabelText('Prazo de liberação dos presentes (dias)');
    await user.clear(holding);
    await user.type(holding, '14');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));

    await waitFor(() =>
      expect(dataProvider.updateSettings).toHaveBeenCalledWith(
        expect.objectContaining({ maxInstallments: 6, installmentInterest: 'PLATFORM', holdingDays: 14 }),
      ),
    );
  });

  it("turns on 'Publicar eventos automaticamente após o pagamento', off by default, saved without a money confirmation", async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    const autoPublish = await screen.findByRole('switch', {
      name: 'Publicar eventos automaticamente após o pagamento',
    });
    expect(autoPublish).not.toBeChecked();
    expect(autoPublish).toHaveAccessibleDescription(/sem esperar a aprovação/);

    await user.click(autoPublish);
    expect(autoPublish).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(dataProvider.updateSettings).toHaveBeenCalledWith(
        expect.objectContaining({ autoPublishEvents: true }),
      ),
    );
    expect(screen.queryByText('Confirmar alteração')).not.toBeInTheDocument();
  });

  it('the password modal requires the three fields, equal new passwords, and sends current and new', async () => {
    const dataProvider = fakeDataProvider();
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText(PASSWORD_CHANGE_MESSAGES.allRequired)).toHaveLength(3);
    await user.type(within(dialog).getByLabelText('Senha atual'), 'velha123');
    await user.type(within(dialog).getByLabelText('Nova senha'), 'nova12345');
    await user.type(within(dialog).getByLabelText('Repita a nova senha'), 'nova54321');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Too short and not a passphrase: the rule is said in full.
    expect(await within(dialog).findByText(ADMIN_PASSWORD_RULE_MESSAGE)).toBeInTheDocument();
    expect(await within(dialog).findByText(PASSWORD_CHANGE_MESSAGES.mismatch)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Nova senha'));
    await user.type(within(dialog).getByLabelText('Nova senha'), 'nova senha do painel');
    await user.clear(within(dialog).getByLabelText('Repita a nova senha'));
    await user.type(within(dialog).getByLabelText('Repita a nova senha'), 'nova senha do painel');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dataProvider.changePassword).toHaveBeenCalledWith({
        currentPassword: 'velha123',
        newPassword: 'nova senha do painel',
      }),
    );
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
  });

  it("a refused password change shows 'Não foi possível alterar a senha.' unless the server says why", async () => {
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = fakeDataProvider();
    dataProvider.changePassword.mockRejectedValue(new ApiError('x', 500, undefined, 'http'));
    expectConsoleError(/ApiError: x/);
    renderScreen('/settings', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog');
    for (const label of ['Senha atual', 'Nova senha', 'Repita a nova senha']) {
      await user.type(within(dialog).getByLabelText(label), 'senha-longa-1234');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível alterar a senha.')).toBeInTheDocument();
  });
});
