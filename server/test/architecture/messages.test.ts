import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** A message constant's declaration: `const NAME_MESSAGE =`, exported or not, typed or not. */
const MESSAGE_CONSTANT = /\bconst\s+([A-Z][A-Z0-9_]*_MESSAGE)\s*(?::[^=]+)?=/g;

/** Each `file:line NAME` of `root`'s TypeScript that declares a message constant. */
function messageConstants(root: string): string[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  return files.sort().flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(MESSAGE_CONSTANT)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${file.split(path.sep).join('/')}:${line} ${match[1]}`;
    });
  });
}

describe('the server messages', () => {
  it('are all in the shared catalogue (@celebra/shared/messages), none declared in server/src', () => {
    expect(messageConstants(SRC)).toEqual([]);
  });

  it('would name a file that declares one', () => {
    const sample = "import x from 'y';\n\nexport const WRONG_MESSAGE: string = 'Errado.';\n";
    expect([...sample.matchAll(MESSAGE_CONSTANT)].map((match) => match[1])).toEqual(['WRONG_MESSAGE']);
  });
});
