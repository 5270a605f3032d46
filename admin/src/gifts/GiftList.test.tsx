import { LINK_GIFT_MESSAGES } from '@celebra/shared/validation';
import { expectConsoleError } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gift, giftCategories } from '../test/fixtures';
import { brl, fakeDataProvider, renderScreen } from '../test/render';

function withGifts() {
  return fakeDataProvider({ getList: async () => ({ data: giftCategories, total: giftCategories.length }) });
}

describe('GiftList', () => {
  it('groups gifts per event type (INATIVO badge) with a tab per category and the price columns', async () => {
    const dataProvider = withGifts();
    renderScreen('/gifts', { dataProvider });
    const user = userEvent.setup();
    expect(await screen.findByText('Aniversário')).toBeInTheDocument();
    const inactiveType = screen.getByText('Aniversário').closest('button, [role="button"]') as HTMLElement;
    expect(within(inactiveType).getByText('INATIVO')).toBeInTheDocument();
    await user.click(screen.getByText('Casamento'));
    expect(await screen.findByRole('tab', { name: 'Lista Clássica' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = screen.getByText('Jogo de Panelas').closest('tr') as HTMLElement;
    expect(within(row).getByText(brl(100))).toBeInTheDocument();
    expect(within(row).getByText(brl(105))).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Lua de Mel' }));
    const other = (await screen.findByText('Passeio de barco')).closest('tr') as HTMLElement;
    expect(within(other).getByText('INATIVO')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('gift-categories', expect.anything());
    expect(screen.getByRole('link', { name: 'Novo Presente' })).toHaveAttribute('href', '/gifts/create');
  });

  it('row actions: edit leads to /gifts/{id}; add to an event asks for the id, confirms and links', async () => {
    const dataProvider = withGifts();
    renderScreen('/gifts', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Casamento'));
    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toHaveAttribute('href', '/gifts/4');
    await user.click(screen.getByRole('menuitem', { name: 'Adicionar a um evento' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Confira o ID do evento/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText(LINK_GIFT_MESSAGES.eventIdRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('ID do evento'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(
      await screen.findByText('Tem certeza que deseja vincular este presente ao evento?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(dataProvider.linkGiftToEvent).toHaveBeenCalledWith({ giftId: 4, eventId: 10 }),
    );
    expect(await screen.findByText('Presente adicionado ao evento com sucesso.')).toBeInTheDocument();
  });

  it("a failed link shows 'Erro ao adicionar presente ao evento.' unless the server says why", async () => {
    const { ApiError } = await import('@celebra/shared/client');
    const dataProvider = withGifts();
    dataProvider.linkGiftToEvent.mockRejectedValue(new ApiError('x', 500, undefined, 'http'));
    expectConsoleError(/ApiError: x/);
    renderScreen('/gifts', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Casamento'));
    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Adicionar a um evento' }));
    await user.type(await screen.findByLabelText('ID do evento'), '10');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Erro ao adicionar presente ao evento.')).toBeInTheDocument();
  });

  it("'Buscar presente' narrows the gifts by name, ignoring accents and case, and keeps it in the address", async () => {
    const catalogue = [
      {
        ...giftCategories[0],
        eventCategories: [
          {
            id: 2,
            name: 'Lista Clássica',
            gifts: [
              { ...gift, id: 4, name: 'Jogo de Panelas' },
              { ...gift, id: 5, name: 'Máquina de Café' },
            ],
          },
        ],
      },
      giftCategories[1],
    ];
    const dataProvider = fakeDataProvider({
      getList: async () => ({ data: catalogue, total: catalogue.length }),
    });
    const { location } = renderScreen('/gifts', { dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar presente' }), 'MAQUINA');
    expect(await screen.findByText('Máquina de Café')).toBeInTheDocument();
    expect(screen.queryByText('Jogo de Panelas')).not.toBeInTheDocument();
    // A type without a matching gift is left out.
    expect(screen.queryByText('Aniversário')).not.toBeInTheDocument();
    expect(new URLSearchParams(location.current?.search).get('q')).toBe('MAQUINA');
    // The catalogue is read once: the search does not ask the server again.
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });

  it('opens with the search of the address', async () => {
    renderScreen('/gifts?q=panela', { dataProvider: withGifts() });
    expect(await screen.findByRole('searchbox', { name: 'Buscar presente' })).toHaveValue('panela');
    expect(await screen.findByText('Jogo de Panelas')).toBeInTheDocument();
    expect(screen.queryByText('Passeio de barco')).not.toBeInTheDocument();
  });
});

describe('LinkGiftModal', () => {
  it('a double click on Adicionar sends one link, not two', async () => {
    const dataProvider = withGifts();
    const answers: (() => void)[] = [];
    const finish = () => {
      for (const answer of answers) answer();
    };
    dataProvider.linkGiftToEvent.mockImplementation(
      () => new Promise<{ message: string }>((resolve) => answers.push(() => resolve({ message: 'ok' }))),
    );
    renderScreen('/gifts', { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Casamento'));
    await user.click(await screen.findByRole('button', { name: 'Opções' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Adicionar a um evento' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('ID do evento'), '10');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Adicionar' }));
    // Each submit that gets through asks its own question: answer every one that shows.
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    const second = await screen.findByRole('button', { name: 'Sim' }, { timeout: 500 }).catch(() => null);
    if (second) await user.click(second);
    await waitFor(() => expect(dataProvider.linkGiftToEvent).toHaveBeenCalled());
    finish();
    expect(await screen.findByText('Presente adicionado ao evento com sucesso.')).toBeInTheDocument();
    expect(dataProvider.linkGiftToEvent).toHaveBeenCalledTimes(1);
  }, 60_000);
});

describe("the catalogue's 'Exportar CSV'", () => {
  it('counts the gifts and downloads them with where each is filed, narrowed by the search', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:presentes');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderScreen('/gifts?q=barco', { dataProvider: withGifts() });
      expect(await screen.findByText('1 registro')).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('presentes.csv');
      const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
      const lines = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(3)).split('\r\n');
      expect(lines[0]).toBe('ID;Nome;Tipo de evento;Categoria;Preço (R$);Preço final (R$);Status');
      expect(lines[1]).toBe('9;Passeio de barco;Casamento;Lua de Mel;100,00;105,00;Inativo');
      expect(lines).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});
