import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  needsVisiblyReadableVariant,
  readableTextOn,
  readableVariant,
  relativeLuminance,
} from './contrast';

/** A small seeded generator, so a failing colour can be reproduced from the printed seed. */
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

describe('contrast', () => {
  it('computes the luminance and ratios WCAG publishes', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
    expect(contrastRatio('rgb(119, 119, 119)', 'rgb(255,255,255)')).toBeCloseTo(4.48, 2);
  });

  it('picks black or white text, whichever contrasts more, always at least 4.58:1', () => {
    expect(readableTextOn('#FFEB3B')).toBe('#000000');
    expect(readableTextOn('#1A237E')).toBe('#FFFFFF');
    expect(readableTextOn('#8c5e7a')).toBe('#FFFFFF');
    for (const color of seededColors(7, 200))
      expect(contrastRatio(color, readableTextOn(color)), color).toBeGreaterThanOrEqual(4.58);
  });

  it('leaves colours that already read well on white unchanged', () => {
    expect(readableVariant('#8c5e7a')).toBe('#8c5e7a');
    expect(readableVariant('#767676')).toBe('#767676');
    expect(readableVariant('#000000')).toBe('#000000');
  });

  it('darkens a light colour just enough to read on white, keeping its hue', () => {
    const variant = readableVariant('#777777');
    expect(contrastRatio(variant, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(variant).toBe('#767676');
    const yellow = readableVariant('#FFEB3B');
    expect(contrastRatio(yellow, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(yellow, '#FFFFFF')).toBeLessThan(4.7);
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) =>
      Number.parseInt(yellow.slice(start, start + 2), 16),
    );
    expect(red).toBeGreaterThan(blue);
    expect(green).toBeGreaterThan(blue);
  });

  it('lightens a dark colour to read on a dark background', () => {
    const variant = readableVariant('#3a5a98', '#111111');
    expect(contrastRatio(variant, '#111111')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(variant)).toBeGreaterThan(relativeLuminance('#3a5a98'));
  });

  it('reaches 4.5:1 on white for 200 random colours, and changes only those that did not', () => {
    const seed = Date.now() % 100000;
    for (const color of seededColors(seed, 200)) {
      const variant = readableVariant(color);
      expect(contrastRatio(variant, '#FFFFFF'), `seed ${seed}, ${color} → ${variant}`).toBeGreaterThanOrEqual(
        4.5,
      );
      if (contrastRatio(color, '#FFFFFF') >= 4.5) expect(variant, `seed ${seed}`).toBe(color);
      else expect(contrastRatio(variant, '#FFFFFF'), `seed ${seed}, ${color}`).toBeLessThan(4.75);
    }
  });
});

describe('needsVisiblyReadableVariant', () => {
  it('warns only when the darker text colour would look different', () => {
    expect(needsVisiblyReadableVariant('#E91E63')).toBe(false);
    expect(needsVisiblyReadableVariant('#8c5e7a')).toBe(false);
    expect(needsVisiblyReadableVariant('#FFEB3B')).toBe(true);
    expect(needsVisiblyReadableVariant('#e07a5f')).toBe(true);
  });
});
