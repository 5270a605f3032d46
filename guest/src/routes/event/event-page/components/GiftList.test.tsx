import { DEFAULT_GIFT_NOTICE, defaultGiftNotice, type TEventGift } from '@celebra/shared/models';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCotasGift, makeGift } from '../../../../test/fixtures';
import { GiftList } from './GiftList';

function renderList(gifts: TEventGift[], inCart = new Map<number, number>(), notice?: string) {
  const onAdd = vi.fn();
  const user = userEvent.setup();
  render(<GiftList gifts={gifts} notice={notice} inCart={inCart} onAdd={onAdd} />);
  return { onAdd, user };
}

const STORED = '/media/gifts/0b7c8a3e-5d7e-4b7c-9a57-2f3c1d1e9a10.webp';

describe('GiftList', () => {
  it("wraps a gift's name that is one long word inside its card instead of cutting it", () => {
    const longName = 'k'.repeat(200);
    renderList([makeGift({ id: 1, name: longName })]);
    expect(screen.getByRole('heading', { name: longName })).toHaveStyle({
      overflowWrap: 'anywhere',
      wordBreak: 'break-word',
    });
    expect(screen.getByRole('button', { name: /Adicionar/ })).not.toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it("shows the host's notice above the list, as plain text", () => {
    renderList([makeGift({ id: 1, name: 'Cafeteira' })], new Map(), 'Como funcionam <b>os presentes</b>');
    const notice = screen.getByRole('complementary', { name: 'Como funcionam os presentes' });
    expect(notice).toHaveTextContent('Como funcionam <b>os presentes</b>');
    expect(notice.querySelector('b')).toBeNull();
  });

  it.each([
    ['cash', 'Nada é entregue em casa', 'se transforma em um valor em dinheiro'],
    ['weekOfParty', 'entregue aos anfitriões na semana da festa', 'vão para os anfitriões em dinheiro'],
    [
      'weekAfterParty',
      'entregue aos anfitriões na semana seguinte à festa',
      'vão para os anfitriões em dinheiro',
    ],
  ] as const)(
    "a %s couple's default notice says plainly what reaches them",
    (preference, delivered, money) => {
      renderList([makeGift({ id: 1, name: 'Cafeteira' })], new Map(), defaultGiftNotice(preference));
      const notice = screen.getByRole('complementary', { name: 'Como funcionam os presentes' });
      expect(notice).toHaveTextContent(delivered);
      expect(notice).toHaveTextContent(money);
      if (preference !== 'cash') {
        expect(notice).not.toHaveTextContent(DEFAULT_GIFT_NOTICE);
        expect(notice).toHaveTextContent('Cotas e valores livres não são entregues');
      }
    },
  );

  it('clamps a long description to three lines, and Ver mais / Ver menos open and close it', async () => {
    const long =
      'Uma cafeteira italiana de alumínio, para seis xícaras, que vai ao fogão a gás e elétrico, com alça.';
    const { user } = renderList([
      makeGift({ id: 1, name: 'Cafeteira', description: long }),
      makeGift({ id: 2, name: 'Taças', description: 'Seis taças de cristal.' }),
    ]);
    const more = screen.getByRole('button', { name: 'Ver mais' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(long)).toHaveStyle({ overflow: 'hidden' });
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(long)).not.toHaveStyle({ overflow: 'hidden' });
    // A short description is shown whole, with no button.
    expect(screen.getByText('Seis taças de cristal.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Ver m/ })).toHaveLength(1);
  });

  it("says how many are left of an item with a limit, and 'Presenteado' with no button once none is", () => {
    renderList([
      makeGift({ id: 1, name: 'Panelas', quantity: 3, remaining: 2 }),
      makeGift({ id: 2, name: 'Toalhas', quantity: 4, remaining: 1 }),
      makeGift({ id: 3, name: 'Liquidificador', quantity: 1, remaining: 0 }),
    ]);
    expect(screen.getByText('Restam 2')).toBeInTheDocument();
    expect(screen.getByText('Resta 1')).toBeInTheDocument();
    expect(screen.getByText('Presenteado')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Adicionar Liquidificador ao carrinho' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Panelas ao carrinho' })).toBeEnabled();
  });

  it('shows cotas given on a bar and in words, and gives the number of cotas chosen, up to what is left', async () => {
    const lua = makeCotasGift(5);
    const { user, onAdd } = renderList([lua]);
    expect(screen.getByText('2 de 10 cotas')).toBeInTheDocument();
    expect(screen.getByText('Cota de R$ 315,00')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Cotas presenteadas de Lua de mel' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '2 de 10 cotas');

    expect(screen.getByRole('button', { name: 'Uma cota a menos' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Uma cota a mais' }));
    await user.click(screen.getByRole('button', { name: 'Presentear com 2 cotas: Lua de mel' }));
    expect(onAdd).toHaveBeenCalledWith(lua, { quantity: 2 });
    expect(screen.getByRole('status')).toHaveTextContent('Presente adicionado ao carrinho');
    expect(screen.getByText('Adicionado ✓')).toBeVisible();
  });

  it('gives the cota steppers a tap target of at least 44 px', () => {
    renderList([makeCotasGift(5)]);
    for (const name of ['Uma cota a menos', 'Uma cota a mais']) {
      const style = getComputedStyle(screen.getByRole('button', { name }));
      expect(Number.parseFloat(style.minWidth), name).toBeGreaterThanOrEqual(44);
      expect(Number.parseFloat(style.minHeight), name).toBeGreaterThanOrEqual(44);
    }
  });

  it("with every cota given, says 'Presenteado' and offers none", () => {
    renderList([makeGift({ id: 5, name: 'Lua de mel', kind: 'cotas', quantity: 10, remaining: 0 })]);
    expect(screen.getByText('10 de 10 cotas')).toBeInTheDocument();
    expect(screen.getByText('Presenteado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Presentear/ })).not.toBeInTheDocument();
  });

  it('refuses a free amount below the minimum at the field, and adds one at the minimum with its amount', async () => {
    const pix = makeGift({ id: 8, name: 'Contribuição', kind: 'free', price: 52.5, priceWithoutFee: 50 });
    const { user, onAdd } = renderList([pix]);
    expect(screen.getByText('Valor livre')).toBeInTheDocument();
    expect(screen.getByText('Mínimo R$ 50,00')).toBeInTheDocument();
    const field = await screen.findByLabelText('Valor do presente');
    await user.type(field, '49,99');
    await user.click(screen.getByRole('button', { name: 'Adicionar Contribuição ao carrinho' }));
    expect(screen.getByText('O valor mínimo é R$ 50,00.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onAdd).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Adicionar Contribuição ao carrinho' }));
    expect(onAdd).toHaveBeenCalledWith(pix, { amount: 50 });
    expect(screen.queryByText('O valor mínimo é R$ 50,00.')).not.toBeInTheDocument();
  });

  it('gives a stored photo its narrower copies for the card width, and a drawing none', () => {
    renderList([
      makeGift({ id: 1, name: 'Cafeteira', imageUrl: STORED }),
      makeGift({ id: 2, name: 'Taças', imageUrl: '/media/seed/tacas.svg' }),
    ]);
    const [stored, drawing] = document.querySelectorAll('img');
    expect(stored?.getAttribute('srcset')).toContain('-w800.webp 800w');
    expect(stored?.getAttribute('sizes')).toBe('(max-width: 599.95px) calc(50vw - 24px), 210px');
    expect(drawing?.hasAttribute('srcset')).toBe(false);
  });
});
