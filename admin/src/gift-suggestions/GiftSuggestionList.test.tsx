import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderScreen } from '../test/render';

const suggestion = {
  id: 2,
  userId: 1,
  eventId: 10,
  title: 'Kit de Jardinagem',
  description: 'Para a horta.',
  createdAt: '2025-11-14T15:00:00.000Z',
};

function withSuggestions() {
  return fakeDataProvider({
    getList: async () => ({
      data: [suggestion],
      meta: { totalPages: 2 },
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    }),
  });
}

describe('GiftSuggestionList', () => {
  it('shows ID, event ID, title, description and date, paginated', async () => {
    renderScreen('/gift-suggestions', { dataProvider: withSuggestions() });
    const row = (await screen.findByText('Kit de Jardinagem')).closest('tr') as HTMLElement;
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByText('Para a horta.')).toBeInTheDocument();
    expect(within(row).getByText('14/11/2025')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
  });

  it('filters by event ID on the server', async () => {
    const dataProvider = withSuggestions();
    renderScreen('/gift-suggestions', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mostrar Filtro' }));
    await user.type(screen.getByLabelText('ID do evento'), '10');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'gift-suggestions',
        expect.objectContaining({ filter: { eventId: '10' } }),
      ),
    );
  });

  it("removes after the browser's confirmation, and not without it", async () => {
    const dataProvider = withSuggestions();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderScreen('/gift-suggestions', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remover' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja remover essa sugestão?');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remover' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith(
        'gift-suggestions',
        expect.objectContaining({ id: 2 }),
      ),
    );
  });
});
