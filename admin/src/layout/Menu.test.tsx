import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

const SECTION_NAMES = [
  'Usuários',
  'Eventos',
  'Solicitação de Eventos',
  'Presentes',
  'Tipos de Evento',
  'Sugestões de Presentes',
  'Serviços',
  'Repasses',
  'Transações',
  'Contestações',
  'Entregas',
  'Configurações',
  'Auditoria',
  'Dados pessoais',
  'Log de Erros',
];

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };
const setViewport = (width: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

afterEach(() => setViewport(1024));

describe('the navigation menu', () => {
  it("on a desktop, the side menu lists the dashboard's sections in the cards' order", async () => {
    setViewport(1280);
    const { location } = renderApp('/users');
    const menu = await screen.findByRole('menu', { name: 'Menu de navegação' });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Início', ...SECTION_NAMES]);

    await userEvent.setup().click(within(menu).getByRole('menuitem', { name: 'Transações' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/transactions'));
  });

  it("the dashboard's cards stay, with the same names in the same order", async () => {
    setViewport(1280);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Central de Controle' });
    const cards = screen
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')
      .filter((name) => SECTION_NAMES.includes(name));
    // The side menu's items have the role menuitem: only the cards are links.
    expect(cards).toEqual(SECTION_NAMES);
  });

  it("on a phone, the header's menu button opens the menu as a drawer", async () => {
    setViewport(375);
    const { location } = renderApp('/users');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Usuários' });
    expect(screen.queryByRole('menu', { name: 'Menu de navegação' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('menu', { name: 'Menu de navegação' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Serviços' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/services'));
  });

  it("shows every section's whole name, wrapped rather than cut, on a desktop and in the phone's drawer", async () => {
    const cut = (item: HTMLElement) => {
      const label = item.querySelector('.MuiTypography-root') as HTMLElement;
      const style = getComputedStyle(label);
      return style.whiteSpace === 'nowrap' || style.textOverflow === 'ellipsis';
    };
    setViewport(1366);
    const desktop = renderApp('/users');
    const menu = await screen.findByRole('menu', { name: 'Menu de navegação' });
    const suggestions = within(menu).getByRole('menuitem', { name: 'Sugestões de Presentes' });
    expect(cut(suggestions)).toBe(false);
    desktop.unmount();

    setViewport(375);
    renderApp('/users');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('menu', { name: 'Menu de navegação' });
    expect(cut(within(drawer).getByRole('menuitem', { name: 'Sugestões de Presentes' }))).toBe(false);
  });
});
