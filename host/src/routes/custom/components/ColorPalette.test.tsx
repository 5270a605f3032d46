import { SITE_COLOR_LOW_CONTRAST_MESSAGE } from '@celebra/shared/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColorPalette } from './ColorPalette';

const show = (value: string) => render(<ColorPalette value={value} onChange={() => undefined} />);

describe('ColorPalette', () => {
  it('warns, without blocking, that a light colour will be darkened where it is text', () => {
    show('#FFEB3B');
    expect(screen.getByRole('alert')).toHaveTextContent(SITE_COLOR_LOW_CONTRAST_MESSAGE);
    expect(screen.getByText('Outra cor (#FFEB3B)')).toBeInTheDocument();
  });

  it('says nothing for a colour that reads well as text', () => {
    show('#3a5a98');
    expect(screen.queryByText(SITE_COLOR_LOW_CONTRAST_MESSAGE)).not.toBeInTheDocument();
  });

  it('writes the check on a light swatch in black, on a dark one in white', () => {
    const { unmount } = show('#e07a5f');
    expect(screen.getByRole('radio', { name: 'Cor #e07a5f' })).toHaveStyle({ color: '#000000' });
    unmount();
    show('#2f3e46');
    expect(screen.getByRole('radio', { name: 'Cor #2f3e46' })).toHaveStyle({ color: '#FFFFFF' });
  });
});
