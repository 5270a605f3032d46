import { contrastRatio } from '@celebra/shared/format';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

describe('buildTheme', () => {
  it('darkens a pale settings colour where it is text, and writes black or white on it', () => {
    const { palette } = buildTheme({ color: '#FFEB3B', colorSecondary: '#7B1FA2' }) as {
      palette: Record<'primary' | 'secondary', { main: string; contrastText: string }>;
    };
    expect(contrastRatio(palette.primary.main, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.primary.main, palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(palette.secondary).toEqual({ main: '#7B1FA2', contrastText: '#FFFFFF' });
  });
});
