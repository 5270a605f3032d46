import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiRoutes } from '../api/routes';
import { FIELD_LABELS, fieldLabel, knownFieldLabel } from './field-labels';
import { defaultIssueMessage, issueMessage } from './issues';

type TPath = (string | number)[];
type TDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

/** Every field path a schema reads, a list's rows standing as index 0 ('companions.0.age'). */
function fieldPaths(schema: z.ZodType, path: TPath = [], out = new Map<string, TPath>()) {
  const def = defOf(schema);
  const walk = (inner: z.ZodType | undefined, at: TPath = path) => inner && fieldPaths(inner, at, out);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        out.set([...path, key].join('.'), [...path, key]);
        walk(value, [...path, key]);
      }
      break;
    case 'array':
      walk(def.element, [...path, 0]);
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'union':
      for (const option of def.options ?? []) walk(option);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    default:
      walk(def.innerType);
  }
  return out;
}

const PARTS = ['params', 'query', 'body'] as const;

/** Each request part of each route of the contract, with the field paths it reads. */
const requestParts = Object.entries(apiRoutes).flatMap(([name, route]) =>
  PARTS.flatMap((part) => {
    const schema = (route as Partial<Record<(typeof PARTS)[number], z.ZodType>>)[part];
    return schema ? [{ where: `${name}.${part}`, schema, paths: [...fieldPaths(schema).values()] }] : [];
  }),
);

/** An input holding only `value` at `path` (or, with `omit`, only the objects and lists around it). */
function inputWith(path: TPath, value: unknown, omit = false): Record<string, unknown> {
  const root: Record<string | number, unknown> = {};
  let node = root;
  path.slice(0, -1).forEach((key, index) => {
    const next = (typeof path[index + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
    node[key] = next;
    node = next;
  });
  if (!omit) node[path[path.length - 1] as string | number] = value;
  return root;
}

// Wrong types, a text too long for any field, a missing value, a blank one, a negative number.
const BAD_VALUES: { value: unknown; omit?: boolean }[] = [
  { value: { wrong: true } },
  { value: 'x' },
  { value: 'x'.repeat(10_001) },
  { value: undefined, omit: true },
  { value: '  ' },
  { value: -1 },
];

/** Compared without case, accents or hyphens: 'e-mail' is how a message may write 'E-mail'. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f-]/g, '')
    .toLowerCase();

/**
 * Whether a message names the field: every word of its label is in it, so that the forms' own
 * wording counts ('Por favor, insira um valor válido para o repasse.' names 'Valor do repasse').
 */
const namesField = (message: string, label: string) =>
  plain(label)
    .split(/\s+/)
    .filter((word) => !['da', 'de', 'do', 'e'].includes(word))
    .every((word) => plain(message).includes(word));

describe('field labels', () => {
  it('give every field of the contract a Portuguese label', () => {
    // The walk reaches the contract's nested objects and lists, not just its top-level keys.
    const walked = requestParts.flatMap(({ paths }) => paths.map((path) => path.join('.')));
    expect(walked).toEqual(
      expect.arrayContaining(['companions.0.age', 'items.0.quantity', 'details.eventDate']),
    );
    const missing = new Set<string>();
    for (const { where, paths } of requestParts) {
      for (const path of paths) if (!knownFieldLabel(path)) missing.add(`${where}: ${path.join('.')}`);
    }
    expect([...missing]).toEqual([]);
  });

  it('name a list row by its position', () => {
    expect(fieldLabel('companions.0.age')).toBe('Idade do acompanhante 1');
    expect(fieldLabel('companions.name', ['companions', 2, 'name'])).toBe('Nome do acompanhante 3');
    expect(fieldLabel(['details', 'eventDate'])).toBe('Data');
    expect(fieldLabel('message')).toBe('Mensagem');
  });

  it('are written in Portuguese, never as the key itself', () => {
    for (const [key, label] of Object.entries(FIELD_LABELS)) {
      expect(label, key).not.toMatch(/^[a-z]+[A-Z_]/);
      expect(label.charAt(0), key).toBe(label.charAt(0).toUpperCase());
    }
  });

  it('name the field of every message a bad value of the contract triggers', () => {
    const failures: string[] = [];
    const unchecked: string[] = [];
    for (const { where, schema, paths } of requestParts) {
      for (const path of paths) {
        const dotted = path.join('.');
        const label = fieldLabel(path);
        const key = String(path.filter((segment) => typeof segment === 'string').pop());
        // A key that reads as its own label ('status', 'latitude', 'email' for 'E-mail') may appear.
        const keyMayShow = plain(label).includes(plain(key));
        let checked = 0;
        for (const { value, omit } of BAD_VALUES) {
          const result = schema.safeParse(inputWith(path, value, omit), { error: defaultIssueMessage });
          for (const issue of result.error?.issues ?? []) {
            if (issue.path.join('.') !== dotted) continue;
            checked++;
            const message = issueMessage(issue);
            const leaksKey = !keyMayShow && new RegExp(`\\b${key}\\b`).test(message);
            if (!namesField(message, label) || leaksKey)
              failures.push(`${where} ${dotted} (${label}): ${message}`);
          }
        }
        if (checked === 0) unchecked.push(`${where} ${dotted}`);
      }
    }
    expect([...new Set(failures)]).toEqual([]);
    expect(unchecked).toEqual([]);
  });
});
