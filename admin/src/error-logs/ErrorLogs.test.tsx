import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderScreen } from '../test/render';

describe('ErrorLogs', () => {
  it('reads the log and saves it as a text file', async () => {
    const dataProvider = fakeDataProvider({ getErrorLog: async () => 'erro 1\nerro 2' });
    const createObjectURL = vi.fn(() => 'blob:log');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen('/error-logs', { dataProvider });
    expect(await screen.findByText(/erro 2/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Baixar log de erros' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^error-log-\d{4}-\d{2}-\d{2}\.txt$/);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('erro 1\nerro 2');
    expect(dataProvider.getErrorLog).toHaveBeenCalled();
  });

  it("a failure shows 'Não foi possível abrir o LOG de erros.'", async () => {
    const { ApiError } = await import('@celebra/shared/client');
    // react-admin logs the failed call before the screen says so.
    expectConsoleError(/ApiError: the log could not be read/);
    const dataProvider = fakeDataProvider({
      getErrorLog: async () => {
        throw new ApiError('the log could not be read', 500, undefined, 'http');
      },
    });
    renderScreen('/error-logs', { dataProvider });
    expect(await screen.findByText('Não foi possível abrir o LOG de erros.')).toBeInTheDocument();
  });
});
