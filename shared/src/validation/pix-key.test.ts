import { describe, expect, it } from 'vitest';
import { normalizePixKey } from './pix-key';

describe('normalizePixKey', () => {
  it('keeps CPF and CNPJ keys as digits, when their check digits agree', () => {
    expect(normalizePixKey('CPF', '123.456.789-09')).toBe('12345678909');
    expect(normalizePixKey('CPF', '123.456.789-00')).toBeNull();
    expect(normalizePixKey('CNPJ', '12.345.678/0001-95')).toBe('12345678000195');
    expect(normalizePixKey('CNPJ', '12345678909')).toBeNull();
  });

  it('keeps an e-mail lower-case and refuses what is not one', () => {
    expect(normalizePixKey('EMAIL', ' Ana@Dominio.com ')).toBe('ana@dominio.com');
    for (const bad of ['ana', 'ana@dominio', 'ana @dominio.com', `${'a'.repeat(70)}@dominio.com`]) {
      expect(normalizePixKey('EMAIL', bad), bad).toBeNull();
    }
  });

  it('stores a Brazilian mobile as +55DDDNNNNNNNNN however it was typed', () => {
    for (const typed of ['(11) 98765-4321', '11987654321', '+55 11 98765-4321', '+5511987654321']) {
      expect(normalizePixKey('PHONE', typed), typed).toBe('+5511987654321');
    }
  });

  it('refuses landlines, area codes with a zero, short numbers and letters as a mobile', () => {
    for (const bad of ['(11) 3765-4321', '01987654321', '1198765432', '+1 415 555 0100', '11 9876x-4321']) {
      expect(normalizePixKey('PHONE', bad), bad).toBeNull();
    }
  });

  it('takes a random key as the UUID the bank issued, lower-case', () => {
    expect(normalizePixKey('RANDOM', '123E4567-E89B-42D3-A456-426614174000')).toBe(
      '123e4567-e89b-42d3-a456-426614174000',
    );
    for (const bad of ['123e4567e89b42d3a456426614174000', '123e4567-e89b-42d3-a456', 'chave-aleatoria']) {
      expect(normalizePixKey('RANDOM', bad), bad).toBeNull();
    }
  });

  it('refuses a key of another type', () => {
    expect(normalizePixKey('CPF', 'ana@dominio.com')).toBeNull();
    expect(normalizePixKey('EMAIL', '12345678909')).toBeNull();
  });
});
