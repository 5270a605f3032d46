import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDataProvider, renderScreen } from '../test/render';

describe("an event's sub-page at an id that is not a number", () => {
  it.each(['guests', 'messages', 'gifts-received', 'services'])(
    '/events/abc/%s is the NotFound page: no #NaN, no call, no button to add',
    async (page) => {
      const dataProvider = fakeDataProvider();
      renderScreen(`/events/abc/${page}`, { dataProvider });
      expect(await screen.findByText('Algo deu errado. Tente novamente mais tarde!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Voltar ao painel/i })).toBeInTheDocument();
      expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'NOVO CONVIDADO' })).not.toBeInTheDocument();
      expect(dataProvider.getManyReference).not.toHaveBeenCalled();
      expect(dataProvider.getEventTransactionTotals).not.toHaveBeenCalled();
      expect(dataProvider.getOne).not.toHaveBeenCalled();
    },
  );
});
