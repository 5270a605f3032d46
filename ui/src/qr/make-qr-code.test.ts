import { describe, expect, it } from 'vitest';
import { makeQrCode } from './make-qr-code';

describe('makeQrCode', () => {
  it('draws the link as a PNG data URL', async () => {
    const url = await makeQrCode('https://site.celebra.test/ana-e-joao');
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
  });
});
