import { signNotification } from '@celebra/mock-server';
import { describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/payment-provider/verify-signature';

const SECRET = 'segredo';
const NOW = 1_704_908_010;
const signed = (dataId = '123456', requestId = 'req-1', ts = String(NOW), secret = SECRET) =>
  signNotification(secret, dataId, requestId, ts);

describe('verifySignature', () => {
  it('accepts what Mercado Pago (here the mock) signs with our secret', () => {
    expect(
      verifySignature({
        signature: signed(),
        requestId: 'req-1',
        dataId: '123456',
        secret: SECRET,
        now: NOW,
      }),
    ).toBe(true);
  });

  it('lower-cases an alphanumeric id, as the manifest does', () => {
    const signature = signed('abc123');
    expect(
      verifySignature({ signature, requestId: 'req-1', dataId: 'ABC123', secret: SECRET, now: NOW }),
    ).toBe(true);
  });

  it('refuses another secret, id, request id, a missing or malformed header', () => {
    const base = { requestId: 'req-1', dataId: '123456', secret: SECRET, now: NOW };
    expect(verifySignature({ ...base, signature: signed('123456', 'req-1', String(NOW), 'outro') })).toBe(
      false,
    );
    expect(verifySignature({ ...base, signature: signed(), dataId: '123457' })).toBe(false);
    expect(verifySignature({ ...base, signature: signed(), requestId: 'req-2' })).toBe(false);
    expect(verifySignature({ ...base, signature: undefined })).toBe(false);
    expect(verifySignature({ ...base, signature: 'ts=1,v1=xyz' })).toBe(false);
    expect(verifySignature({ ...base, signature: `v1=${'a'.repeat(64)}` })).toBe(false);
    expect(verifySignature({ ...base, signature: signed(), secret: '' })).toBe(false);
  });

  it('refuses a notification signed more than five minutes away from now', () => {
    const old = signed('123456', 'req-1', String(NOW - 301));
    expect(
      verifySignature({ signature: old, requestId: 'req-1', dataId: '123456', secret: SECRET, now: NOW }),
    ).toBe(false);
    const recent = signed('123456', 'req-1', String(NOW - 299));
    expect(
      verifySignature({ signature: recent, requestId: 'req-1', dataId: '123456', secret: SECRET, now: NOW }),
    ).toBe(true);
  });

  it('refuses a notification dated in the future past a small clock skew (30 s), keeping the past window', () => {
    const check = (ts: number) =>
      verifySignature({
        signature: signed('123456', 'req-1', String(ts)),
        requestId: 'req-1',
        dataId: '123456',
        secret: SECRET,
        now: NOW,
      });
    expect(check(NOW + 30)).toBe(true);
    expect(check(NOW + 31)).toBe(false);
    expect(check(NOW + 299)).toBe(false);
    expect(check(NOW - 299)).toBe(true);
  });
});
