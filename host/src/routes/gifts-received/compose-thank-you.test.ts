import { describe, expect, it } from 'vitest';
import { coupleSignature } from './compose-thank-you';

describe("the thank-you's signature", () => {
  it.each([
    ['Casamento de Ana e João', 'Ana Souza', 'Ana e João'],
    ['Casamento de Maria da Silva & Pedro', 'Maria Silva', 'Maria da Silva & Pedro'],
    ['Chá de bebê da Lu', 'Lu Lima', 'Lu'],
    ['Ana & Pedro', 'Ana Souza', 'Ana & Pedro'],
    ['casamento', 'Ana Souza', 'Ana Souza'],
    ['  ', 'Ana Souza', 'Ana Souza'],
  ])('from the title %j (host %j) signs %j', (title, hostName, signature) => {
    expect(coupleSignature(title, hostName)).toBe(signature);
  });
});
