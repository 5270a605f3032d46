import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test-support';
import {
  dropEmptyCompanions,
  ZAdminGuestFormSchema,
  ZCheckoutFormSchema,
  ZCompanionsSchema,
  ZGuestFormSchema,
  ZGuestMessageFormSchema,
  ZGuestPurchaseSchema,
  ZPresenceConfirmationFormSchema,
} from './guest';

const contact = {
  firstName: 'Rita',
  lastName: 'Souza',
  email: 'rita@mail.com',
  phoneNumber: '(21) 99876-5432',
};

describe('guest contact fields (admin and host guest forms, presence confirmation)', () => {
  it.each([
    ['admin guest form', ZAdminGuestFormSchema],
    ['host guest form', ZGuestFormSchema],
    ['presence confirmation', ZPresenceConfirmationFormSchema],
  ] as const)('%s: required messages', (_form, schema) => {
    expect(fieldErrors(schema, { firstName: ' ', lastName: '', email: '', phoneNumber: '' })).toEqual({
      firstName: '* Nome obrigatório',
      lastName: '* Sobrenome obrigatório',
      email: '* E-mail obrigatório',
      phoneNumber: '* Telefone obrigatório',
    });
  });

  it.each([
    ['admin guest form', ZAdminGuestFormSchema],
    ['host guest form', ZGuestFormSchema],
    ['presence confirmation', ZPresenceConfirmationFormSchema],
  ] as const)('%s: format messages', (_form, schema) => {
    expect(fieldErrors(schema, { ...contact, email: 'rita@', phoneNumber: '21998765432' })).toEqual({
      email: '* E-mail inválido',
      phoneNumber: '* Telefone inválido',
    });
  });

  it('the admin guest form accepts a valid guest as is', () => {
    expect(ZAdminGuestFormSchema.parse(contact)).toEqual(contact);
  });
});

describe('companions', () => {
  it('a named companion needs an age, with its 1-based position in the message', () => {
    expect(
      fieldErrors(ZCompanionsSchema, [
        { name: 'Leo', age: 7 },
        { name: 'Bia', age: '' },
      ]),
    ).toEqual({
      '1.age': '* Idade do acompanhante 2 é obrigatória se o nome for preenchido.',
    });
  });

  it('an age needs a name', () => {
    expect(fieldErrors(ZCompanionsSchema, [{ name: '  ', age: 30 }])).toEqual({
      '0.name': '* Nome do acompanhante 1 é obrigatório se a idade for preenchida.',
    });
  });

  it('drops empty rows and yields name and numeric age', () => {
    expect(
      ZCompanionsSchema.parse([
        { name: '', age: '' },
        { name: ' Leo ', age: '7' },
        {},
        { name: null, age: null },
      ]),
    ).toEqual([{ name: 'Leo', age: 7 }]);
  });

  it('refuses an age that is not a number', () => {
    expect(fieldErrors(ZCompanionsSchema, [{ name: 'Leo', age: 'sete' }])).toEqual({
      '0.age': 'A idade do acompanhante 1 é inválida.',
    });
  });

  it('dropEmptyCompanions keeps rows with a name or an age, in order', () => {
    const rows = [
      { name: 'Ana', age: '' },
      { name: ' ', age: '' },
      { name: '', age: 3 },
      { name: '', age: null },
    ];
    expect(dropEmptyCompanions(rows)).toEqual([
      { name: 'Ana', age: '' },
      { name: '', age: 3 },
    ]);
  });

  it('the presence confirmation reports companion errors under companions.N', () => {
    expect(
      fieldErrors(ZPresenceConfirmationFormSchema, { ...contact, companions: [{ name: '', age: 5 }] }),
    ).toEqual({ 'companions.0.name': '* Nome do acompanhante 1 é obrigatório se a idade for preenchida.' });
  });

  it('companions default to none and the message is optional', () => {
    expect(ZPresenceConfirmationFormSchema.parse(contact)).toEqual({
      ...contact,
      message: null,
      companions: [],
      attending: true,
      answers: [],
    });
    expect(ZGuestFormSchema.parse({ ...contact, companions: [{ name: 'Leo', age: 4 }] }).companions).toEqual([
      { name: 'Leo', age: 4 },
    ]);
  });
});

describe('guest message', () => {
  it('all four fields required', () => {
    expect(fieldErrors(ZGuestMessageFormSchema, {})).toEqual({
      firstName: '* Nome obrigatório',
      lastName: '* Sobrenome obrigatório',
      email: '* E-mail obrigatório',
      message: '* Mensagem obrigatória',
    });
  });

  it('e-mail pattern: text@text.text without spaces', () => {
    const base = { firstName: 'A', lastName: 'B', message: 'Parabéns!' };
    expect(fieldErrors(ZGuestMessageFormSchema, { ...base, email: 'a b@c.d' })).toEqual({
      email: '* E-mail inválido',
    });
    expect(fieldErrors(ZGuestMessageFormSchema, { ...base, email: 'a@c.d' })).toEqual({});
  });

  it('a message longer than 5000 characters is refused with a message naming it', () => {
    const long = { firstName: 'A', lastName: 'B', email: 'a@c.d', message: 'x'.repeat(5001) };
    expect(fieldErrors(ZGuestMessageFormSchema, long)).toEqual({
      message: 'O campo Mensagem deve ter no máximo 5000 caracteres.',
    });
  });
});

describe('checkout', () => {
  it('name and e-mail required, one message for both', () => {
    expect(fieldErrors(ZCheckoutFormSchema, { name: '', email: '' })).toEqual({
      name: 'Por favor, preencha seu nome e email para prosseguir com o pagamento.',
      email: 'Por favor, preencha seu nome e email para prosseguir com o pagamento.',
    });
  });

  it('an invalid e-mail', () => {
    expect(fieldErrors(ZCheckoutFormSchema, { name: 'Rita', email: 'rita.mail.com' })).toEqual({
      email: 'Por favor, preencha um email válido.',
    });
  });

  it('the purchase adds the event and the cart', () => {
    const purchase = { name: 'Rita', email: 'rita@mail.com', eventId: 3, items: [{ id: 9, quantity: 2 }] };
    expect(ZGuestPurchaseSchema.parse(purchase)).toEqual(purchase);
    expect(fieldErrors(ZGuestPurchaseSchema, { ...purchase, items: [] })).toEqual({
      items: 'O carrinho deve ter ao menos um presente.',
    });
    expect(fieldErrors(ZGuestPurchaseSchema, { ...purchase, items: [{ id: 9, quantity: 0 }] })).toEqual({
      'items.0.quantity': 'A quantidade do presente 1 é inválida.',
    });
    expect(
      fieldErrors(ZGuestPurchaseSchema, {
        ...purchase,
        items: [
          { id: 9, quantity: 1 },
          { id: 9, quantity: 1 },
        ],
      }),
    ).toEqual({ items: 'O carrinho tem o mesmo presente mais de uma vez.' });
  });
});
