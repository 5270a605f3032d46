import { describe, expect, it } from 'vitest';
import { usualWaitText } from './usual-wait-text';

describe('usualWaitText', () => {
  it('says minutes under an hour, hours under a day and a half, days beyond, and a fixed time without a figure', () => {
    expect(usualWaitText(null)).toBe('Normalmente o evento fica pronto em até 1 dia útil.');
    expect(usualWaitText(1)).toContain('cerca de 1 minuto,');
    expect(usualWaitText(25)).toContain('cerca de 25 minutos,');
    expect(usualWaitText(70)).toContain('cerca de 1 hora,');
    expect(usualWaitText(20 * 60)).toContain('cerca de 20 horas,');
    expect(usualWaitText(3 * 24 * 60)).toContain('cerca de 3 dias,');
  });
});
