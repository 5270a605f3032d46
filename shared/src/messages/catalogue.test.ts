import { describe, expect, it } from 'vitest';
import * as catalogue from './index';

type Entry = { name: string; text: string };

const entries = Object.entries(catalogue);

/** The catalogue's constants that are one text each: `INVALID_LOGIN_MESSAGE`... */
const single: Entry[] = entries.flatMap(([name, value]) =>
  typeof value === 'string' ? [{ name, text: value }] : [],
);

/**
 * The texts inside the grouped sets (`COMMON_MESSAGES.required`...). A form's set repeats a text
 * another form's set has ('* Campo obrigatório') so that each form reads as its screen does; those
 * repeats are the forms', and only a single constant repeating one of them is a duplicate.
 */
const grouped: Entry[] = entries.flatMap(([group, value]) =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, text]) =>
        typeof text === 'string' ? [{ name: `${group}.${key}`, text }] : [],
      )
    : [],
);

/** The texts held by more than one of `held`, each with the names that hold it. */
function repeated(held: readonly Entry[]): Record<string, string[]> {
  const names = new Map<string, string[]>();
  for (const { name, text } of held) names.set(text, [...(names.get(text) ?? []), name]);
  return Object.fromEntries([...names].filter(([, holders]) => holders.length > 1));
}

describe('the message catalogue', () => {
  it('reads every message through one entry point', () => {
    expect(single.length).toBeGreaterThan(60);
    expect(catalogue.SLUG_FORMAT_MESSAGE).toBe('O link deve ter apenas letras minúsculas, números e hífens.');
    expect(catalogue.LOGIN_MESSAGES.emailInvalid).toBe('* Formato de e-mail inválido');
  });

  it('holds each text in one constant only', () => {
    expect(repeated(single)).toEqual({});
  });

  it('has no constant repeating a text of the grouped sets', () => {
    const groupedTexts = new Map(grouped.map(({ name, text }) => [text, name]));
    const repeats = single.flatMap(({ name, text }) =>
      groupedTexts.has(text) ? [`${name} = ${groupedTexts.get(text)}`] : [],
    );
    expect(repeats).toEqual([]);
  });
});
