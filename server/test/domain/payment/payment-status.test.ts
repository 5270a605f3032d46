import { describe, expect, it } from 'vitest';
import { decideTransition } from '../../../src/domain/payment/decide-transition';
import { formatReference, parseReference } from '../../../src/domain/payment/payment-reference';
import { toPreUserStatus } from '../../../src/domain/pre-registration/to-pre-user-status';

describe('toPreUserStatus', () => {
  it('turns a refused pre-registration fee into CANCELLED', () => {
    expect(toPreUserStatus('RECUSED')).toBe('CANCELLED');
    expect(toPreUserStatus('APPROVED')).toBe('APPROVED');
  });
});

describe('decideTransition', () => {
  it('takes the first payment as it is, and changes nothing when told the same again', () => {
    expect(decideTransition({ status: 'PENDING', providerPaymentId: null }, '1', 'APPROVED')).toEqual({
      status: 'APPROVED',
      providerPaymentId: '1',
    });
    expect(decideTransition({ status: 'APPROVED', providerPaymentId: '1' }, '1', 'APPROVED')).toBeNull();
  });

  it('follows its own payment anywhere (a refund cancels an approval)', () => {
    expect(decideTransition({ status: 'APPROVED', providerPaymentId: '1' }, '1', 'CANCELLED')).toEqual({
      status: 'CANCELLED',
      providerPaymentId: '1',
    });
  });

  it('lets another payment of the checkout take over only when it is at least as far along', () => {
    expect(decideTransition({ status: 'RECUSED', providerPaymentId: '1' }, '2', 'APPROVED')).toEqual({
      status: 'APPROVED',
      providerPaymentId: '2',
    });
    expect(decideTransition({ status: 'PENDING', providerPaymentId: '1' }, '2', 'RECUSED')).toBeNull();
    expect(decideTransition({ status: 'APPROVED', providerPaymentId: '2' }, '1', 'RECUSED')).toBeNull();
    expect(decideTransition({ status: 'APPROVED', providerPaymentId: '2' }, '3', 'APPROVED')).toBeNull();
  });
});

describe('payment references', () => {
  it('round-trip, and refuse anything else', () => {
    expect(parseReference(formatReference({ kind: 'pre-user', id: 7 }))).toEqual({ kind: 'pre-user', id: 7 });
    expect(parseReference('service:12')).toEqual({ kind: 'service', id: 12 });
    for (const text of ['purchase:0', 'purchase:x', 'order:1', 'purchase:99999999999', '', null, undefined]) {
      expect(parseReference(text)).toBeNull();
    }
  });
});
