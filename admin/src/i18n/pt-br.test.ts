import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { ptBr } from './pt-br';

/** Every leaf key of a messages object, as dotted paths. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(messages: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
}

describe('pt-BR messages', () => {
  it("cover every key of react-admin's English messages", () => {
    const missing = keysOf(englishMessages).filter((key) => typeof valueAt(ptBr, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('keep the placeholders of each react-admin message', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const different = keysOf(englishMessages).filter(
      (key) =>
        placeholders(valueAt(englishMessages, key)).join() !== placeholders(valueAt(ptBr, key)).join() ||
        String(valueAt(englishMessages, key)).includes('||||') !==
          String(valueAt(ptBr, key)).includes('||||'),
    );
    expect(different).toEqual([]);
  });

  it('are translated (no English text left behind)', () => {
    const untranslated = keysOf(englishMessages).filter((key) => {
      const english = String(valueAt(englishMessages, key));
      // Texts made of placeholders only ('%{name}') read the same in every language.
      const words = english.replace(/%\{\w+\}/g, '').trim();
      return words !== '' && english === valueAt(ptBr, key);
    });
    expect(untranslated).toEqual([]);
  });

  it("hold the shared table's Portuguese texts", () => {
    expect(valueAt(ptBr, 'celebra.table.empty')).toBe('Nenhum dado disponível na tabela');
    expect(valueAt(ptBr, 'celebra.filter.show')).toBe('Mostrar Filtro');
    expect(valueAt(ptBr, 'celebra.filter.hide')).toBe('Esconder Filtro');
  });
});
