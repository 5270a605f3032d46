import { contrastRatio } from '@celebra/shared/format';
import { describe, expect, it } from 'vitest';
import { createEventTheme, DEFAULT_COLOR } from './theme';

function seededColors(seed: number, count: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from(
    { length: count },
    () =>
      `#${Math.floor(next() * 0x1000000)
        .toString(16)
        .padStart(6, '0')}`,
  );
}

/** The style the theme gives contained primary buttons and the top bar (the event's colour as a background). */
function backgroundStyles(color: string) {
  const theme = createEventTheme(color);
  const button = theme.components?.MuiButton?.styleOverrides?.root as {
    variants: {
      style: {
        backgroundColor: string;
        color: string;
        '&:hover': { backgroundColor: string; color: string };
      };
    }[];
  };
  const appBar = theme.components?.MuiAppBar?.styleOverrides?.colorPrimary as {
    backgroundColor: string;
    color: string;
  };
  return { theme, button: button.variants[0]?.style, appBar };
}

describe('createEventTheme', () => {
  it('keeps a colour that already reads well exactly as the host chose it', () => {
    const { theme, button, appBar } = backgroundStyles(DEFAULT_COLOR);
    expect(theme.palette.primary.main).toBe(DEFAULT_COLOR);
    expect(theme.palette.primary.contrastText).toBe('#FFFFFF');
    expect(appBar).toEqual({ backgroundColor: DEFAULT_COLOR, color: '#FFFFFF' });
    expect(button?.backgroundColor).toBe(DEFAULT_COLOR);
  });

  it('keeps a light colour as the top bar and buttons, with black text, and darkens it as text', () => {
    const { theme, button, appBar } = backgroundStyles('#FFEB3B');
    expect(appBar).toEqual({ backgroundColor: '#FFEB3B', color: '#000000' });
    expect(button?.backgroundColor).toBe('#FFEB3B');
    expect(button?.color).toBe('#000000');
    expect(theme.palette.primary.main).not.toBe('#FFEB3B');
    expect(contrastRatio(theme.palette.primary.main, '#faf8f6')).toBeGreaterThanOrEqual(4.5);
  });

  it('reads at 4.5:1 wherever the colour appears, for random colours', () => {
    const seed = Date.now() % 100000;
    for (const color of seededColors(seed, 100)) {
      const { theme, button, appBar } = backgroundStyles(color);
      const why = `seed ${seed}, colour ${color}`;
      const { main, contrastText } = theme.palette.primary;
      expect(contrastRatio(main, theme.palette.background.default), why).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(main, theme.palette.grey[100]), why).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(main, '#FFFFFF'), why).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(main, contrastText), why).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(appBar.backgroundColor, appBar.color), why).toBeGreaterThanOrEqual(4.5);
      if (!button) throw new Error('no contained button style');
      expect(contrastRatio(button.backgroundColor, button.color), why).toBeGreaterThanOrEqual(4.5);
      const hover = button['&:hover'];
      expect(contrastRatio(hover.backgroundColor, hover.color), why).toBeGreaterThanOrEqual(4.5);
    }
  });
});
