import { describe, expect, it } from 'vitest';
import { providerDetailLabel } from './provider-details';

describe('providerDetailLabel', () => {
  it("gives the payment provider's status details, methods and types in Portuguese", () => {
    expect(providerDetailLabel('accredited')).toBe('Aprovado pelo emissor');
    expect(providerDetailLabel('cc_rejected_insufficient_amount')).toBe('Recusado: saldo insuficiente');
    expect(providerDetailLabel('master')).toBe('Mastercard');
    expect(providerDetailLabel('visa')).toBe('Visa');
    expect(providerDetailLabel('pix')).toBe('Pix');
    expect(providerDetailLabel('credit_card')).toBe('Cartão de crédito');
    expect(providerDetailLabel('CREDIT_CARD')).toBe('Cartão de crédito');
  });

  it('shows an unknown code as it comes, and nothing as a dash', () => {
    expect(providerDetailLabel('cc_rejected_new_reason')).toBe('cc_rejected_new_reason');
    expect(providerDetailLabel(null)).toBe('—');
    expect(providerDetailLabel('  ')).toBe('—');
  });
});
