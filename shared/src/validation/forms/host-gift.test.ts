import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test-support';
import { ZHostGiftFieldsSchema } from './host-gift';

const gift = { name: 'Jantar', description: '', giftKind: 'item', price: '50.00' };

describe("the host's own gift: the minimum price", () => {
  it("refuses an item's unit price under R$ 5,00", () => {
    expect(fieldErrors(ZHostGiftFieldsSchema, { ...gift, price: '0.09' })).toEqual({
      price: 'O preço do presente deve ser de pelo menos R$ 5,00.',
    });
    expect(fieldErrors(ZHostGiftFieldsSchema, { ...gift, price: '5' })).toEqual({});
  });

  it("refuses a free amount's minimum under R$ 5,00", () => {
    expect(fieldErrors(ZHostGiftFieldsSchema, { ...gift, giftKind: 'free', price: '4.99' })).toEqual({
      price: 'O valor mínimo do presente deve ser de pelo menos R$ 5,00.',
    });
    expect(fieldErrors(ZHostGiftFieldsSchema, { ...gift, giftKind: 'free', price: '5.00' })).toEqual({});
  });

  it('refuses cotas worth less than R$ 5,00 each', () => {
    // R$ 40,00 in 10 cotas is R$ 4,00 a cota.
    expect(
      fieldErrors(ZHostGiftFieldsSchema, { ...gift, giftKind: 'cotas', price: '40', shares: '10' }),
    ).toEqual({
      price: 'Cada cota deve valer pelo menos R$ 5,00: aumente o valor total ou diminua o número de cotas.',
    });
    expect(
      fieldErrors(ZHostGiftFieldsSchema, { ...gift, giftKind: 'cotas', price: '50', shares: '10' }),
    ).toEqual({});
  });
});
