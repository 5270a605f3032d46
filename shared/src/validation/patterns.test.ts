import { describe, expect, it } from 'vitest';
import {
  CEP_PATTERN,
  GUEST_EMAIL_PATTERN,
  HEX_COLOR_PATTERN,
  isIsoDate,
  LOGIN_EMAIL_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  SLUG_PATTERN,
  TIME_PATTERN,
  WIZARD_EMAIL_PATTERN,
} from './patterns';

describe('e-mail patterns', () => {
  it('guest site: text@text.text with no spaces', () => {
    for (const ok of ['ana@x.com', 'a+b@mail.co.uk', 'joão@exemplo.com.br', 'a@b.c']) {
      expect(GUEST_EMAIL_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of ['ana@x', 'ana x@y.com', 'ana@@x.com', '@x.com', 'ana@x.', 'ana.x.com']) {
      expect(GUEST_EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('login: letters, digits, . _ - before the @, and a 2-6 letter ending', () => {
    for (const ok of ['ana.silva_1-x@mail.com', 'A@B.museum', 'a@sub.domain.com.br']) {
      expect(LOGIN_EMAIL_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of [
      'a+b@mail.com',
      'joão@mail.com',
      'a@mail.c',
      'a@mail.abcdefg',
      'a@mail.c0m',
      'a b@mail.com',
    ]) {
      expect(LOGIN_EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('admin wizard: any address whose last label has 2 to 6 letters', () => {
    expect(WIZARD_EMAIL_PATTERN.test('a+b@mail.com')).toBe(true);
    expect(WIZARD_EMAIL_PATTERN.test('ana@mail.io')).toBe(true);
    expect(WIZARD_EMAIL_PATTERN.test('ana@mail.c')).toBe(false);
    expect(WIZARD_EMAIL_PATTERN.test('ana@mail.1234')).toBe(false);
    expect(WIZARD_EMAIL_PATTERN.test('ana@mail.abcdefg')).toBe(false);
  });
});

describe('other patterns', () => {
  it('phone is (NN) NNNNN-NNNN exactly', () => {
    expect(PHONE_PATTERN.test('(11) 98765-4321')).toBe(true);
    for (const bad of [
      '11987654321',
      '(11) 8765-4321',
      '(11)98765-4321',
      '(11) 98765-43210',
      '(1) 98765-4321',
    ]) {
      expect(PHONE_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('CEP is 5 digits, optional hyphen, 3 digits', () => {
    expect(CEP_PATTERN.test('01310-100')).toBe(true);
    expect(CEP_PATTERN.test('01310100')).toBe(true);
    for (const bad of ['0131-0100', '01310-10', '01310 100', 'abcde-fgh', '01310--100']) {
      expect(CEP_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('password needs 8 characters, a letter and a digit', () => {
    expect(PASSWORD_PATTERN.test('abcdefg1')).toBe(true);
    expect(PASSWORD_PATTERN.test('1234567A')).toBe(true);
    expect(PASSWORD_PATTERN.test('abcdef1')).toBe(false);
    expect(PASSWORD_PATTERN.test('abcdefgh')).toBe(false);
    expect(PASSWORD_PATTERN.test('12345678')).toBe(false);
  });

  it('time is HH:mm on a 24-hour clock', () => {
    expect(TIME_PATTERN.test('00:00')).toBe(true);
    expect(TIME_PATTERN.test('23:59')).toBe(true);
    expect(TIME_PATTERN.test('24:00')).toBe(false);
    expect(TIME_PATTERN.test('9:00')).toBe(false);
    expect(TIME_PATTERN.test('09:60')).toBe(false);
  });

  it('dates must be real calendar days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('01/02/2024')).toBe(false);
  });

  it('slugs are lower-case words joined by single hyphens', () => {
    expect(SLUG_PATTERN.test('ana-e-joao-2025')).toBe(true);
    for (const bad of ['Ana', 'ana_joao', '-ana', 'ana-', 'ana--joao', 'joão', 'ana joao']) {
      expect(SLUG_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('colours are #RGB or #RRGGBB', () => {
    expect(HEX_COLOR_PATTERN.test('#fff')).toBe(true);
    expect(HEX_COLOR_PATTERN.test('#E91E63')).toBe(true);
    expect(HEX_COLOR_PATTERN.test('E91E63')).toBe(false);
    expect(HEX_COLOR_PATTERN.test('#E91E6')).toBe(false);
    expect(HEX_COLOR_PATTERN.test('red')).toBe(false);
  });
});
