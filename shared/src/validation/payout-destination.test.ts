import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './issues';
import { ZPayoutDestinationFormSchema } from './payout-destination';

const valid = {
  holderName: 'Ana Souza',
  documentType: 'CPF',
  document: '123.456.789-09',
  pixKeyType: 'EMAIL',
  pixKey: 'Ana@Dominio.com',
  currentPassword: 'segredo-123',
};

const messageOf = (input: unknown) => {
  const result = ZPayoutDestinationFormSchema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return firstIssueMessage(result.error.issues);
};

describe('ZPayoutDestinationFormSchema', () => {
  it('answers the document and the key as they are stored', () => {
    expect(ZPayoutDestinationFormSchema.parse(valid)).toEqual({
      ...valid,
      document: '12345678909',
      pixKey: 'ana@dominio.com',
    });
    expect(
      ZPayoutDestinationFormSchema.parse({ ...valid, documentType: 'CNPJ', document: '12.345.678/0001-95' }),
    ).toMatchObject({ document: '12345678000195' });
  });

  it('names the field of a bad document, key, type or a missing value in Portuguese', () => {
    expect(messageOf({ ...valid, document: '123.456.789-00' })).toBe('CPF inválido: confira os números.');
    expect(messageOf({ ...valid, documentType: 'CNPJ' })).toBe('CNPJ inválido: confira os números.');
    expect(messageOf({ ...valid, pixKeyType: 'PHONE' })).toBe('Chave Pix inválida para o tipo escolhido.');
    expect(messageOf({ ...valid, pixKeyType: 'BOLETO' })).toBe(
      'Tipo de chave Pix inválido: escolha CPF, CNPJ, E-mail, Celular ou Aleatória.',
    );
    expect(messageOf({ ...valid, holderName: ' ' })).toBe('O campo Nome do titular é obrigatório.');
    expect(messageOf({ ...valid, currentPassword: '' })).toBe('O campo Senha atual é obrigatório.');
  });
});
