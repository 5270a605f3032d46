import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from './form-resolver';

type TInput = { name: string; price: number | string };
type TOutput = { name: string; price: number };
/** What the form holds: the price null while empty. */
type TForm = { name: string; price: number | null };

const options = { fields: {}, names: undefined, shouldUseNativeValidation: false } as const;

describe('formResolver', () => {
  it("hands the form's values, context and options to the schema's resolver, and its output to the submit", async () => {
    const seen: unknown[] = [];
    const schema: Resolver<TInput, string, TOutput> = (values, context, opts) => {
      seen.push(values, context, opts.names);
      return { values: { name: values.name, price: Number(values.price) }, errors: {} };
    };
    const resolver: Resolver<TForm, string, TOutput> = formResolver(schema);
    const result = await resolver({ name: 'Ana', price: 12.5 }, 'ctx', { ...options, names: ['price'] });
    expect(result).toEqual({ values: { name: 'Ana', price: 12.5 }, errors: {} });
    expect(seen).toEqual([{ name: 'Ana', price: 12.5 }, 'ctx', ['price']]);
  });

  it("gives the schema's messages at the form's fields, with no values", async () => {
    const schema: Resolver<TInput, unknown, TOutput> = () => ({
      values: {},
      errors: { price: { type: 'invalid_type', message: 'Informe o preço.' } },
    });
    const resolver: Resolver<TForm, unknown, TOutput> = formResolver(schema);
    expect(await resolver({ name: 'Ana', price: null }, undefined, options)).toEqual({
      values: {},
      errors: { price: { type: 'invalid_type', message: 'Informe o preço.' } },
    });
  });
});

const APPS = ['admin', 'host', 'guest', 'ui'].map((app) => join(import.meta.dirname, '../../..', app, 'src'));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe("the apps' forms", () => {
  it('type their schema resolvers through formResolver, never by a cast', () => {
    const casts = APPS.flatMap(sources).filter((file) =>
      /as unknown as Resolver\b/.test(readFileSync(file, 'utf8')),
    );
    expect(casts.map((file) => relative(join(import.meta.dirname, '../../..'), file))).toEqual([]);
  });
});
