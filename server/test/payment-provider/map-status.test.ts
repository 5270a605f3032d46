import { describe, expect, it } from 'vitest';
import { mapPaymentStatus } from '../../src/payment-provider/map-status';

describe('mapPaymentStatus', () => {
  it.each([
    ['approved', 'APPROVED'],
    ['pending', 'PENDING'],
    ['in_process', 'PENDING'],
    ['authorized', 'PENDING'],
    ['rejected', 'RECUSED'],
    ['cancelled', 'CANCELLED'],
    ['refunded', 'CANCELLED'],
    ['charged_back', 'CANCELLED'],
    ['something_new', 'PENDING'],
  ])('%s → %s', (provider, mapped) => {
    expect(mapPaymentStatus(provider)).toBe(mapped);
  });
});

describe('mapPaymentStatus: after the payment', () => {
  it.each([
    // A dispute holds the money: not the host's until it is settled.
    ['in_mediation', 'PENDING'],
    // Charged back, refunded in full, or a Pix left unpaid until it expired: no money for the host.
    ['charged_back', 'CANCELLED'],
    ['refunded', 'CANCELLED'],
    ['cancelled', 'CANCELLED'],
  ])('%s → %s', (provider, mapped) => {
    expect(mapPaymentStatus(provider)).toBe(mapped);
  });
});
