import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

const ITEMS = [
  { id: 1, type: 'image', url: '/media/events/1/gallery-1.webp' },
  { id: 2, type: 'image', url: '/media/events/1/gallery-2.webp' },
] as const;

describe('Gallery', () => {
  it('lets the keyboard reach the strip of photos before its buttons, to scroll it with the arrows', async () => {
    render(<Gallery items={ITEMS} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toContainElement(screen.getByAltText('Foto 1'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Próxima' })).toHaveFocus();
  });

  it('gives each carousel dot a tap target of at least 44 px', () => {
    render(<Gallery items={ITEMS} />);
    for (const dot of screen.getAllByRole('button', { name: /^Ir para \d de 2$/ })) {
      const style = getComputedStyle(dot);
      expect(Number.parseFloat(style.width)).toBeGreaterThanOrEqual(44);
      expect(Number.parseFloat(style.height)).toBeGreaterThanOrEqual(44);
    }
  });
});
