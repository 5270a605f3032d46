import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setViewport } from '../../test/setup';
import { BottomBar } from './BottomBar';

function renderBar(path: string) {
  setViewport(360, 740);
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomBar />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Atalhos' });
}

describe('BottomBar', () => {
  it('shows a label under every icon, on a 360 px phone', () => {
    const bar = renderBar('/home');
    for (const label of ['Presentes', 'Confirmações', 'Início', 'Recados', 'Ajustes']) {
      expect(within(bar).getByText(label)).toBeVisible();
    }
  });

  it('leads to the five shortcuts, the current one marked, and has no logout a thumb could hit', () => {
    const bar = renderBar('/messages');
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/gifts-received', 'Presentes'],
      ['/confirmations', 'Confirmações'],
      ['/home', 'Início'],
      ['/messages', 'Recados'],
      ['/settings', 'Ajustes'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Presentes recebidos' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Recados' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    expect(within(bar).queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
    expect(within(bar).queryByText('Sair')).not.toBeInTheDocument();
  });
});
