import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureManifest, signNotification } from '../src/index';

describe('the x-signature of a notification', () => {
  it('builds the manifest Mercado Pago documents, with the id lower-cased', () => {
    expect(signatureManifest('ABC123', 'req-1', '1704908010')).toBe(
      'id:abc123;request-id:req-1;ts:1704908010;',
    );
  });

  it('is ts=<ts>,v1=<HMAC-SHA256 of the manifest, hex> keyed with the secret', () => {
    const expected = createHmac('sha256', 'segredo')
      .update('id:123456;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1704908010;')
      .digest('hex');

    expect(signNotification('segredo', '123456', 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e', '1704908010')).toBe(
      `ts=1704908010,v1=${expected}`,
    );
  });

  it('changes with the secret, the id, the request id and the timestamp', () => {
    const base = signNotification('segredo', '1', 'r', '10');
    expect(signNotification('outro', '1', 'r', '10')).not.toBe(base);
    expect(signNotification('segredo', '2', 'r', '10')).not.toBe(base);
    expect(signNotification('segredo', '1', 's', '10')).not.toBe(base);
    expect(signNotification('segredo', '1', 'r', '11')).not.toBe(base);
  });
});
