import { formatBRL } from '@celebra/shared/format';
import { describe, expect, it } from 'vitest';
import { formatAuditChange } from './format-audit-change';

describe('formatAuditChange', () => {
  it("names a cancelled payout's money given back in Portuguese, as money", () => {
    expect(
      formatAuditChange(
        { status: 'PENDING', requestedAmount: 599.6 },
        { status: 'CANCELLED', reason: 'Pedido sem chave Pix cadastrada.', returnedAmount: 599.6 },
        'payout',
      ),
    ).toEqual([
      'Status: Pendente → Cancelado',
      `Valor solicitado: ${formatBRL(599.6)} → —`,
      'Motivo: — → Pedido sem chave Pix cadastrada.',
      `Valor devolvido ao saldo: — → ${formatBRL(599.6)}`,
    ]);
  });
});
