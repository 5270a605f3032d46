import { API_MESSAGES, ApiError, type KeyValueStorage } from '@celebra/shared/client';
import { expectConsoleError } from '@celebra/ui/test-support';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

// The browser-side compression is covered on its own; here it hands the picked file back.
vi.mock('@celebra/ui/images', () => ({ compressImage: async (file: File) => file }));

import { createAdminApiClient } from '../providers/api-client';
import { createAuthProvider } from '../providers/auth-provider';
import { event, eventTypes } from '../test/fixtures';
import { type FakeAuthProvider, fakeDataProvider, renderApp } from '../test/render';

const admin = { id: 1, firstName: 'Helena', lastName: 'Duarte', email: 'admin@celebra.dev', avatarUrl: null };
const me = { success: true, message: 'OK', admin, color: '#E91E63', colorSecondary: '#7B1FA2' };
const EXPIRED = 'Sua sessão expirou. Entre de novo para continuar.';

/** The real auth provider on a fake network: the session is valid until the test says otherwise. */
function realAuth() {
  const map = new Map<string, string>([
    ['adminToken', 'tok'],
    ['adminId', '1'],
  ]);
  const storage: KeyValueStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  const fetch = vi.fn<typeof globalThis.fetch>(async (url) => {
    const path = String(url);
    if (path.endsWith('/admin/login')) {
      return new Response(
        JSON.stringify({ success: true, message: 'Login realizado com sucesso.', token: 'tok2', admin }),
      );
    }
    return new Response(JSON.stringify(me));
  });
  const client = createAdminApiClient({ storage, fetch });
  const authProvider = createAuthProvider(client, () => storage);
  return { authProvider: authProvider as unknown as FakeAuthProvider & AuthProvider, map };
}

const expired = () => new ApiError('Token inválido ou expirado.', 401, { success: false }, 'http');

async function signInAgain(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), 'admin@celebra.dev');
  await user.type(screen.getByLabelText('Senha'), 'celebra123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('an expired session', () => {
  it('a save answered 401 never says success: the session message, the login, then the same page with what was typed', async () => {
    expectConsoleError(/ApiError: Token inválido ou expirado\./);
    const { authProvider } = realAuth();
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: event }),
      update: async () => {
        throw expired();
      },
    });
    const { location } = renderApp('/events/10', { dataProvider, authProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Casamento novo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/login'));
    expect(screen.queryByText('Evento atualizado com sucesso!')).not.toBeInTheDocument();
    expect(screen.queryByText(/Invalid dataProvider/)).not.toBeInTheDocument();

    await signInAgain(user);
    await waitFor(() => expect(location.current?.pathname).toBe('/events/10'));
    // What was typed is back, in edit mode, ready to be saved again.
    expect(await screen.findByLabelText('Título')).toHaveValue('Casamento novo');
    expect(screen.getByLabelText('Título')).toBeEnabled();
    expect(screen.queryByText('Evento atualizado com sucesso!')).not.toBeInTheDocument();
  }, 60_000);

  it('a create answered 401 shows no English react-admin text', async () => {
    expectConsoleError(/ApiError: Token inválido ou expirado\./);
    const { authProvider } = realAuth();
    const dataProvider = fakeDataProvider({
      getList: async () => ({ data: eventTypes, total: eventTypes.length }),
      getPercentageGift: async () => 5,
      create: async () => {
        throw expired();
      },
    });
    const { location } = renderApp('/gifts/create', { dataProvider, authProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome'), 'Cafeteira');
    await user.type(screen.getByLabelText('Descrição'), 'Expresso');
    await user.type(screen.getByLabelText('Preço'), '29990');
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Casamento › Lista Clássica' }));
    const image = new File(['png'], 'cafeteira.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [image] } });
    await screen.findByAltText('Pré-visualização da imagem');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/login'));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid dataProvider/i)).not.toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledOnce();
  }, 60_000);

  it("a token removed locally ('Dados de autenticação ausentes.') leads to the login page", async () => {
    expectConsoleError(/ApiError: Dados de autenticação ausentes\./);
    const { authProvider } = realAuth();
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: event }),
      update: async () => {
        throw new ApiError(API_MESSAGES.missingAuth, 0, undefined, 'client');
      },
    });
    const { location } = renderApp('/events/10', { dataProvider, authProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/login'));
    expect(screen.queryByText(API_MESSAGES.missingAuth)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('a link opened before signing in lands on its page after the login', async () => {
    const { authProvider, map } = realAuth();
    map.clear();
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: event }) });
    const { location } = renderApp('/events/10?tab=1', { dataProvider, authProvider });
    await waitFor(() => expect(location.current?.pathname).toBe('/login'), { timeout: 30_000 });
    const user = userEvent.setup();
    await signInAgain(user);
    await waitFor(() => expect(location.current?.pathname).toBe('/events/10'));
    expect(location.current?.search).toBe('?tab=1');
    expect(await screen.findByRole('heading', { name: 'Evento #10' })).toBeInTheDocument();
  }, 60_000);
});
