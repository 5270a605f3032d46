import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PurchaseStateChip } from './PurchaseStateChip';

describe('PurchaseStateChip', () => {
  it.each([
    ['APPROVED', 'Aprovado'],
    ['PARTIALLY_REFUNDED', 'Reembolso parcial'],
    ['PENDING', 'Pendente'],
    ['RECUSED', 'Recusado'],
    ['CANCELLED', 'Cancelado'],
    ['REFUNDED', 'Reembolsado'],
    ['CHARGED_BACK', 'Contestado'],
    ['EXPIRED', 'Expirado'],
  ] as const)('%s reads %s', (state, label) => {
    render(<PurchaseStateChip state={state} remainingAmount={0} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows what remains of a partial refund, and nothing of the kind otherwise', () => {
    const { rerender } = render(<PurchaseStateChip state="PARTIALLY_REFUNDED" remainingAmount={36.67} />);
    expect(screen.getByText('Restam R$ 36,67')).toBeInTheDocument();
    rerender(<PurchaseStateChip state="APPROVED" remainingAmount={146.66} />);
    expect(screen.queryByText(/Restam/)).not.toBeInTheDocument();
  });
});
