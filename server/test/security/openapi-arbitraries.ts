import fc from 'fast-check';

/** The JSON Schema subset @fastify/swagger writes for the routes' zod schemas. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** What an attacker or a broken client sends: every value that has broken a server somewhere. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '   \t\n',
  'a'.repeat(100_000),
  "'; drop table users; --",
  "1' or '1'='1",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u0000',
  'texto\u0000nulo',
  '\uD800',
  '\uFEFF\u200B\u202E',
  '🎉👰🏽‍♀️🤵🏿',
  'ção'.normalize('NFD'),
  '%00',
  '%s%n%x',
  '../../../etc/passwd',
  `\${7*7}{{7*7}}`,
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '1.5',
  '２０',
  '2024-02-30',
  '25:61',
  'true',
];

export const NASTY_NUMBERS = [
  -1,
  0,
  -0.5,
  0.1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

/** A value of any type, biased towards the ones above. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }), weight: 1 },
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  return [];
}

/** A value the schema accepts, or close to it (patterns and formats are only approximated). */
export function validValue(schema: JsonSchema, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const matching = schema.pattern ? patternValue(schema) : undefined;
  if (matching) return matching;
  if (/date/i.test(name) && typesOf(schema).includes('string')) {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((inner) => validValue(inner, depth)));
  const [type] = typesOf(schema);
  switch (type) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
    }
    case 'integer': {
      const min =
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000);
      return fc.integer({ min, max: Math.min(schema.maximum ?? 1_000_000, 1_000_000) });
    }
    case 'number': {
      const min = schema.exclusiveMinimum ?? schema.minimum ?? -1000;
      return fc
        .double({ min, max: Math.min(schema.maximum ?? 1_000_000, 1_000_000), noNaN: true })
        .filter((value) => value > (schema.exclusiveMinimum ?? Number.NEGATIVE_INFINITY));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 3) return fc.constant([]);
      return fc.array(validValue(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectValue(schema, depth + 1, fc.constant(undefined));
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A string the schema's pattern matches (fast-check builds it from the regex), within its length. */
function patternValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  try {
    const max = schema.maxLength ?? 254;
    return fc
      .stringMatching(new RegExp(schema.pattern ?? ''))
      .filter((value) => value.length >= (schema.minLength ?? 0) && value.length <= max);
  } catch {
    // A pattern fast-check cannot generate from (lookaheads): the property is tried as a plain string.
    return undefined;
  }
}

const OMIT = Symbol('omit');

/**
 * An object of the schema's shape whose properties are each, independently, valid, nasty or
 * missing, with sometimes an extra property: wrong types, odd strings and numbers, unknown keys and
 * missing fields in random mixes.
 */
function objectValue(schema: JsonSchema, depth: number, nasty: fc.Arbitrary<unknown>) {
  const entries = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      [
        name,
        fc.oneof(
          { arbitrary: validValue(property, depth, name), weight: 12 },
          { arbitrary: nasty, weight: 2 },
          { arbitrary: fc.constant(OMIT), weight: 1 },
        ),
      ] as const,
  );
  const extra = fc.option(
    fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), nastyValue, { maxKeys: 2 }),
    {
      nil: undefined,
    },
  );
  return fc.tuple(fc.tuple(...entries.map(([, arbitrary]) => arbitrary)), extra).map(([values, more]) => {
    const result: Record<string, unknown> = { ...more };
    entries.forEach(([name], index) => {
      const value = values[index];
      if (value !== OMIT && value !== undefined) result[name] = value;
    });
    return result;
  });
}

/** A request body for the schema: mostly its shape with some fields broken, sometimes anything at all. */
export function badBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (typesOf(schema)[0] !== 'object' || !schema.properties) return nastyValue;
  return fc.oneof(
    { arbitrary: objectValue(schema, 0, nastyValue), weight: 8 },
    { arbitrary: nastyValue, weight: 1 },
  );
}

/** A value of the wrong type for the schema (a string for a number, an object for a string…). */
export function wrongTypeValue(schema: JsonSchema): unknown {
  const types = schema.anyOf ? schema.anyOf.flatMap(typesOf) : typesOf(schema);
  if (types.includes('object')) return 'não é um objeto';
  if (types.includes('array')) return { nao: 'é uma lista' };
  if (types.includes('string')) return { nao: 'é um texto' };
  if (types.includes('integer') || types.includes('number')) return 'não é um número';
  if (types.includes('boolean')) return 'talvez';
  return undefined;
}

/** A query-string value: a plausible one, a nasty one, or the parameter repeated. */
export function badQueryValue(schema: JsonSchema): fc.Arbitrary<string | string[]> {
  const text = fc.oneof(
    validValue(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    fc.constantFrom(...NASTY_STRINGS),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  return fc.oneof(
    { arbitrary: text, weight: 5 },
    { arbitrary: fc.array(text, { minLength: 2, maxLength: 3 }), weight: 1 },
  );
}
