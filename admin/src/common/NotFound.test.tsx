import { ApiError } from '@celebra/shared/client';
import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderScreen } from '../test/render';
import { shouldRetry } from './query-client';

const NOT_FOUND_TEXT = 'Algo deu errado. Tente novamente mais tarde!';

/** The server answers 404: react-admin logs the failed call before the screen says so. */
function missing(message: string) {
  expectConsoleError(message);
  return fakeDataProvider({
    getOne: async () => {
      throw new ApiError(message, 404, { success: false, message }, 'http', { serverMessage: message });
    },
  });
}

describe('an address with nothing behind it', () => {
  it('/events/99999 answered 404: asked once, said at once, with a way back to the dashboard', async () => {
    // The clock is ours, so that a retry's delay can pass without being waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dataProvider = missing('Evento não encontrado.');
    const { location } = renderScreen('/events/99999', { dataProvider });
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(screen.getByText('Evento não encontrado.')).toBeInTheDocument();
    // No 'Erro!' popup on top of the page, and no second try, even past a retry's delay.
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5_000);
    vi.useRealTimers();
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
    expect(dataProvider.getOne).toHaveBeenCalledWith('events', expect.objectContaining({ id: 99999 }));

    await userEvent.setup().click(screen.getByRole('link', { name: 'Voltar ao painel' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Painel Administrativo' })).toBeInTheDocument();
  });

  it.each([
    ['/gifts/99999', 'gifts', 'Presente não encontrado.'],
    ['/services/99999', 'services', 'Serviço não encontrado.'],
  ])('%s answered 404 shows the page, asked once', async (path, resource, message) => {
    const dataProvider = missing(message);
    renderScreen(path, { dataProvider });
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
    expect(dataProvider.getOne).toHaveBeenCalledWith(resource, expect.objectContaining({ id: 99999 }));
  });

  it.each(['/gifts/abc', '/events/1.5', '/services/-3'])(
    '%s: an id that is not a number is not asked for',
    async (path) => {
      const dataProvider = fakeDataProvider();
      renderScreen(path, { dataProvider });
      expect(await screen.findByRole('heading', { name: NOT_FOUND_TEXT })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/');
      expect(dataProvider.getOne).not.toHaveBeenCalled();
    },
  );
});

describe('retries of a failed load', () => {
  it('never after a 4xx answer, once after a server failure or a dropped connection', () => {
    expect(shouldRetry(0, new ApiError('x', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 400))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 500))).toBe(true);
    expect(shouldRetry(1, new ApiError('x', 500))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 0, undefined, 'network'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});
