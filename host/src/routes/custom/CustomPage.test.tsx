import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json } from '../../test/api-mock';
import { hostEvent, ok } from '../../test/fixtures';
import { renderSignedIn } from '../../test/render';

const handlers = () => ({
  [apiCall('usersGetEvent', { eventId: 7 })]: () => json(ok({ event: hostEvent })),
  [apiCall('usersUpdateEvent', { eventId: 7 })]: (request: { body: unknown }) =>
    json(ok({ event: { ...hostEvent, ...(request.body as object) } })),
});

describe('Cores e Textos', () => {
  it('shows the texts and the colour of the site', async () => {
    renderSignedIn('/custom', handlers());
    expect(await screen.findByLabelText('Título')).toHaveValue('Casamento de Ana e João');
    expect(screen.getByLabelText('Subtítulo')).toHaveValue('Vamos celebrar juntos');
    expect(screen.getByLabelText('Título da apresentação')).toHaveValue('Nossa história');
    expect(screen.getByLabelText('Texto de apresentação')).toHaveValue('Estamos muito felizes.');
    expect(screen.getByRole('radio', { name: 'Cor #3d7ea6' })).toHaveAttribute('aria-checked', 'true');
  });

  it("every field is required ('* Campo obrigatório', then 'Verifique os campos.')", async () => {
    const { user, api } = renderSignedIn('/custom', handlers());
    await user.clear(await screen.findByLabelText('Título'));
    await user.clear(screen.getByLabelText('Texto de apresentação'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('* Campo obrigatório')).toHaveLength(2);
    expect(within(screen.getByRole('dialog')).getByText('Verifique os campos.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateEvent', { eventId: 7 }))).toHaveLength(0);
  });

  it('saves the texts and the colour picked from the palette, and the dashboard takes the colour', async () => {
    const { user, api } = renderSignedIn('/custom', handlers());
    const subtitle = await screen.findByLabelText('Subtítulo');
    await user.clear(subtitle);
    await user.type(subtitle, 'Dia 12 de outubro');
    await user.click(screen.getByRole('radio', { name: 'Cor #b23a48' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informações atualizadas.')).toBeInTheDocument();
    expect(api.to(apiCall('usersUpdateEvent', { eventId: 7 }))[0]?.body).toEqual({
      title: 'Casamento de Ana e João',
      subtitle: 'Dia 12 de outubro',
      titleDescription: 'Nossa história',
      description: 'Estamos muito felizes.',
      color: '#b23a48',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toMatch(/#b23a48|178, 58, 72/i),
    );
  });

  it("a failed save says 'Erro ao atualizar evento.'", async () => {
    const { user } = renderSignedIn('/custom', {
      ...handlers(),
      [apiCall('usersUpdateEvent', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar evento.')).toBeInTheDocument();
  });

  it("a failed load says 'Erro ao buscar evento.'", async () => {
    renderSignedIn('/custom', {
      [apiCall('usersGetEvent', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Erro ao buscar evento.')).toBeInTheDocument();
  });
});

describe('leaving Cores e Textos', () => {
  it('with a text typed and not saved asks first; once saved, leaves without a question', async () => {
    const { user } = renderSignedIn('/custom', handlers());
    await user.type(await screen.findByLabelText('Subtítulo'), '!');
    await user.click(screen.getByRole('link', { name: 'Recados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterações não salvas' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent('/custom');
    expect(screen.getByLabelText('Subtítulo')).toHaveValue('Vamos celebrar juntos!');
    // Closing or reloading the tab gets the browser's question too.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Recados' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/messages'));
    expect(screen.queryByRole('dialog', { name: 'Alterações não salvas' })).not.toBeInTheDocument();
  });
});
