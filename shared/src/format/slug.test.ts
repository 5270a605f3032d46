import { describe, expect, it } from 'vitest';
import { slugify, toSlug } from './slug';

describe('slugs', () => {
  it('toSlug lower-cases as typed and changes nothing else', () => {
    expect(toSlug('Ana-E-Joao')).toBe('ana-e-joao');
    expect(toSlug('Chá Da Lu ')).toBe('chá da lu ');
  });

  it('slugify strips accents and joins words with hyphens', () => {
    expect(slugify('Casamento de Ana & João')).toBe('casamento-de-ana-joao');
    expect(slugify('  Chá de Bebê — Lívia!  ')).toBe('cha-de-bebe-livia');
    expect(slugify('Aniversário 30 anos')).toBe('aniversario-30-anos');
    expect(slugify('---')).toBe('');
  });
});
