import { describe, expect, it } from 'vitest';
import { DEFAULT_GIFT_NOTICE, defaultGiftNotice, isDefaultGiftNotice } from './gift-notice';

describe('the default gift notice per delivery preference', () => {
  it('tells the guests of a couple who chose money that nothing is delivered', () => {
    expect(defaultGiftNotice('cash')).toBe(DEFAULT_GIFT_NOTICE);
    expect(defaultGiftNotice(null)).toBe(DEFAULT_GIFT_NOTICE);
    expect(DEFAULT_GIFT_NOTICE).toContain('Nada é entregue em casa');
  });

  it.each([
    ['weekOfParty', 'entregue aos anfitriões na semana da festa'],
    ['weekAfterParty', 'entregue aos anfitriões na semana seguinte à festa'],
  ] as const)('for %s says the gift is delivered to the couple, and when', (preference, when) => {
    const notice = defaultGiftNotice(preference);
    expect(notice).toContain(when);
    expect(notice).not.toContain('Nada é entregue');
    // Cotas and free amounts are never delivered: said plainly, so no guest expects a parcel.
    expect(notice).toContain('Cotas e valores livres não são entregues: vão para os anfitriões em dinheiro.');
  });

  it('knows each default, whatever the spaces around it, and not a text of the host', () => {
    expect(isDefaultGiftNotice(` ${defaultGiftNotice('weekOfParty')}\n`)).toBe(true);
    expect(isDefaultGiftNotice(DEFAULT_GIFT_NOTICE)).toBe(true);
    expect(isDefaultGiftNotice('Nosso aviso')).toBe(false);
  });
});
