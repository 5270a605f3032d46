import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test-support';
import {
  toServiceQuantity,
  ZEventCategoryFormSchema,
  ZEventTypeCreateFormSchema,
  ZEventTypeEditFormSchema,
  ZGiftCreateFormSchema,
  ZGiftEditFormSchema,
  ZGiftFieldsSchema,
  ZGiftSuggestionFormSchema,
  ZLinkGiftFormSchema,
  ZServiceFormSchema,
} from './catalog';

const image = { name: 'panela.jpg', size: 1024, type: 'image/jpeg' };
const gift = { name: 'Panela', description: 'Panela de pressão', price: '129.90', eventCategoryId: '4' };

describe('gift form', () => {
  it('coerces the multipart strings', () => {
    expect(ZGiftFieldsSchema.parse({ ...gift, active: 'false' })).toEqual({
      name: 'Panela',
      description: 'Panela de pressão',
      price: 129.9,
      eventCategoryId: 4,
      active: false,
    });
  });

  it("required fields and '* Envie a imagem' on creation", () => {
    expect(
      fieldErrors(ZGiftCreateFormSchema, { name: '', description: '', price: '', eventCategoryId: '' }),
    ).toEqual({
      name: '* Campo obrigatório',
      description: '* Campo obrigatório',
      price: '* O preço deve ser maior que zero',
      eventCategoryId: '* Campo obrigatório',
      image: '* Envie a imagem',
    });
  });

  it('the price must be above zero, with at most two decimals', () => {
    expect(fieldErrors(ZGiftCreateFormSchema, { ...gift, image, price: 0 })).toEqual({
      price: '* O preço deve ser maior que zero',
    });
    expect(fieldErrors(ZGiftCreateFormSchema, { ...gift, image, price: -5 })).toEqual({
      price: '* O preço deve ser maior que zero',
    });
    expect(fieldErrors(ZGiftCreateFormSchema, { ...gift, image, price: '10.005' })).toEqual({
      price: 'O campo Preço deve ter no máximo 2 casas decimais.',
    });
  });

  it("the price is at least R$ 5,00, where the platform's percentage still pays for the provider's fee", () => {
    expect(fieldErrors(ZGiftCreateFormSchema, { ...gift, image, price: '4.99' })).toEqual({
      price: 'O preço do presente deve ser de pelo menos R$ 5,00.',
    });
    expect(fieldErrors(ZGiftEditFormSchema, { ...gift, price: 0.09 })).toEqual({
      price: 'O preço do presente deve ser de pelo menos R$ 5,00.',
    });
    expect(fieldErrors(ZGiftCreateFormSchema, { ...gift, image, price: '5.00' })).toEqual({});
  });

  it('the image must be an image; editing may keep the old one', () => {
    expect(
      fieldErrors(ZGiftCreateFormSchema, { ...gift, image: { ...image, type: 'application/pdf' } }),
    ).toEqual({
      image: 'Por favor, selecione um arquivo de imagem.',
    });
    expect(fieldErrors(ZGiftEditFormSchema, { ...gift, active: true })).toEqual({});
  });
});

describe('event type and category', () => {
  it("event type: name and description required, '* Imagem obrigatória' on creation", () => {
    expect(fieldErrors(ZEventTypeCreateFormSchema, {})).toEqual({
      name: '* Campo obrigatório',
      description: '* Campo obrigatório',
      image: '* Imagem obrigatória',
    });
    expect(
      fieldErrors(ZEventTypeEditFormSchema, { name: 'Casamento', description: 'Festa', active: 'true' }),
    ).toEqual({});
  });

  it('category: name and description non-blank, a type chosen', () => {
    expect(fieldErrors(ZEventCategoryFormSchema, { name: ' ', description: ' ', eventTypeId: '' })).toEqual({
      name: '* Campo obrigatório',
      description: '* Campo obrigatório',
      eventTypeId: '* Campo obrigatório',
    });
    expect(
      ZEventCategoryFormSchema.parse({ name: 'Chá', description: 'Chá de bebê', eventTypeId: '2' }),
    ).toEqual({
      name: 'Chá',
      description: 'Chá de bebê',
      eventTypeId: 2,
    });
  });
});

describe('service form', () => {
  const service = { name: 'Vídeo', description: 'Vídeo da festa', price: 49.9, type: 'VIDEO', quantity: 1 };

  it('accepts a free service (price 0) and quantity 0', () => {
    expect(fieldErrors(ZServiceFormSchema, { ...service, price: 0, quantity: 0 })).toEqual({});
  });

  it("required fields and 'Valor inválido' for a negative quantity", () => {
    expect(fieldErrors(ZServiceFormSchema, { quantity: -1 })).toEqual({
      name: '* Campo obrigatório',
      description: '* Campo obrigatório',
      price: '* Campo obrigatório',
      type: '* Campo obrigatório',
      quantity: 'Valor inválido',
    });
    expect(fieldErrors(ZServiceFormSchema, { ...service, type: 'MUSIC', quantity: 1.5 })).toEqual({
      type: '* Campo obrigatório',
      quantity: 'Valor inválido',
    });
  });

  it('a non-numeric quantity input becomes 0', () => {
    expect(toServiceQuantity('abc')).toBe(0);
    expect(toServiceQuantity('')).toBe(0);
    expect(toServiceQuantity('12')).toBe(12);
    expect(toServiceQuantity(3)).toBe(3);
  });
});

describe('link gift to event', () => {
  it("the event id is required ('Preencha o ID do evento.') and sent as a number", () => {
    expect(fieldErrors(ZLinkGiftFormSchema, { giftId: 5, eventId: '' })).toEqual({
      eventId: 'Preencha o ID do evento.',
    });
    expect(fieldErrors(ZLinkGiftFormSchema, { giftId: 5, eventId: 'abc' })).toEqual({
      eventId: 'Preencha o ID do evento.',
    });
    expect(ZLinkGiftFormSchema.parse({ giftId: 5, eventId: '12' })).toEqual({ giftId: 5, eventId: 12 });
  });
});

describe('gift suggestion', () => {
  it("title required ('Preencha o título!'), description optional", () => {
    expect(fieldErrors(ZGiftSuggestionFormSchema, { title: '  ' })).toEqual({ title: 'Preencha o título!' });
    expect(ZGiftSuggestionFormSchema.parse({ title: 'Air fryer' })).toEqual({
      title: 'Air fryer',
      description: null,
    });
    expect(ZGiftSuggestionFormSchema.parse({ title: 'Air fryer', description: '  ' }).description).toBeNull();
  });
});
