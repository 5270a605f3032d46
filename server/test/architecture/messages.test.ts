import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** A message constant's declaration: `const NAME_MESSAGE =`, exported or not, typed or not. */
const MESSAGE_CONSTANT = /\bconst\s+([A-Z][A-Z0-9_]*_MESSAGE)\s*(?::[^=]+)?=/g;

/** An answer's text written in place: `message: 'Salvo.'` (a quote, then a letter). */
const LITERAL_MESSAGE = /\bmessage:\s*['"`]\p{L}/gu;

/**
 * An error's text written in place: `new HttpError(400, 'Inválido.')` or
 * `new DomainError('invalid', 'Inválido.')`, on one line or more.
 */
const LITERAL_HTTP_ERROR = /\b(?:HttpError\(\s*\d+|DomainError\(\s*['"][a-z-]+['"])\s*,\s*['"`]/g;

/**
 * The files whose literals are not answers, each with why. Logs (`app.log.info('…')`) are English
 * and match neither pattern, so they need no entry.
 */
const NOT_ANSWERS: Record<string, string> = {
  // zod's messages for a bad environment variable: English, read by the operator at start-up.
  'config.ts': 'configuration errors',
  // The demo events' guests' messages (recados): rows the seed stores, not something answered.
  'demo-seed/demo-event-data.ts': 'demo data',
  'demo-seed/more-events.ts': 'demo data',
};

/** Each `file:line …` of one source text that `pattern` matches, with the match's line or constant. */
function offendersIn(name: string, text: string, pattern: RegExp): string[] {
  const lines = text.split('\n');
  return [...text.matchAll(pattern)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${name}:${line} ${match[1] ?? lines[line - 1]?.trim()}`;
  });
}

/** The same for each of `root`'s TypeScript files, but for the files allowed. */
function offenders(root: string, pattern: RegExp, allowed: Record<string, string> = {}): string[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  return files.sort().flatMap((file) => {
    const name = file.split(path.sep).join('/');
    if (name in allowed) return [];
    return offendersIn(name, readFileSync(path.join(root, file), 'utf8'), pattern);
  });
}

describe('the server messages', () => {
  it('are all in the shared catalogue (@celebra/shared/messages), none declared in server/src', () => {
    expect(offenders(SRC, MESSAGE_CONSTANT)).toEqual([]);
  });

  it('would name a file that declares one', () => {
    const sample = "import x from 'y';\n\nexport const WRONG_MESSAGE: string = 'Errado.';\n";
    expect(offendersIn('sample.ts', sample, MESSAGE_CONSTANT)).toEqual(['sample.ts:3 WRONG_MESSAGE']);
  });

  it('are never an answer text written in place (`message: …`), but from the catalogue', () => {
    expect(offenders(SRC, LITERAL_MESSAGE, NOT_ANSWERS)).toEqual([]);
  });

  it('would name a file that answers with a text written in place', () => {
    const sample = [
      "return { success: true, message: 'Salvo.' };",
      'reply.send({ success: false, message: "Ops." });',
      `return { message: \`Olá, \${name}.\` };`,
      'return { success: true, message: OK_MESSAGE };',
    ].join('\n');
    expect(offendersIn('routes/sample.ts', sample, LITERAL_MESSAGE)).toEqual([
      "routes/sample.ts:1 return { success: true, message: 'Salvo.' };",
      'routes/sample.ts:2 reply.send({ success: false, message: "Ops." });',
      `routes/sample.ts:3 return { message: \`Olá, \${name}.\` };`,
    ]);
  });

  it('never refuse a request with an error text written in place (`HttpError(400, …)`)', () => {
    expect(offenders(SRC, LITERAL_HTTP_ERROR)).toEqual([]);
  });

  it('would name a file that throws an HttpError with a text written in place', () => {
    const sample = [
      "throw new HttpError(404, 'Não encontrado.');",
      `throw new HttpError(400, \`O campo \${label} é obrigatório.\`);`,
      'throw new HttpError(\n  409,\n  "Já existe.",\n);',
      'throw new HttpError(404, NOT_FOUND_MESSAGE);',
      "throw new DomainError('conflict', 'Já existe.');",
      "throw new DomainError('not-found', NOT_FOUND_MESSAGE);",
    ].join('\n');
    expect(offendersIn('domain/sample.ts', sample, LITERAL_HTTP_ERROR)).toEqual([
      "domain/sample.ts:1 throw new HttpError(404, 'Não encontrado.');",
      `domain/sample.ts:2 throw new HttpError(400, \`O campo \${label} é obrigatório.\`);`,
      'domain/sample.ts:3 throw new HttpError(',
      "domain/sample.ts:8 throw new DomainError('conflict', 'Já existe.');",
    ]);
  });
});
