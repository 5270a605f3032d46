import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test-support';
import {
  ZAdminLoginFormSchema,
  ZAdminUserFormSchema,
  ZHostLoginFormSchema,
  ZPasswordChangeFormSchema,
  ZPasswordChangeSchema,
  ZRegisterFormSchema,
} from './account';

describe('login forms (admin and host)', () => {
  it.each([
    ['admin', ZAdminLoginFormSchema],
    ['host', ZHostLoginFormSchema],
  ] as const)('%s: empty e-mail and password', (_app, schema) => {
    expect(fieldErrors(schema, { email: '', password: '' })).toEqual({
      email: '* Campo obrigatório',
      password: '* Senha inválida',
    });
    expect(fieldErrors(schema, {})).toEqual({ email: '* Campo obrigatório', password: '* Senha inválida' });
  });

  it.each([
    ['admin', ZAdminLoginFormSchema],
    ['host', ZHostLoginFormSchema],
  ] as const)('%s: malformed e-mail', (_app, schema) => {
    expect(fieldErrors(schema, { email: 'ana@mail', password: 'x' })).toEqual({
      email: '* Formato de e-mail inválido',
    });
  });

  it('the host form uses the stricter login pattern, the admin form a basic one', () => {
    const plus = { email: 'ana+festa@mail.com', password: 'segredo' };
    expect(fieldErrors(ZAdminLoginFormSchema, plus)).toEqual({});
    expect(fieldErrors(ZHostLoginFormSchema, plus)).toEqual({ email: '* Formato de e-mail inválido' });
  });

  it('trims and lower-cases the e-mail, keeps the password as typed', () => {
    expect(ZHostLoginFormSchema.parse({ email: '  Ana@Mail.COM ', password: ' a b ' })).toEqual({
      email: 'ana@mail.com',
      password: ' a b ',
    });
  });
});

describe('host registration', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Silva',
    phoneNumber: '(11) 98765-4321',
    email: 'ana@mail.com',
    password: 'festa2025',
    confirmPassword: 'festa2025',
    acceptTerms: true,
  };

  it('accepts a complete registration', () => {
    expect(fieldErrors(ZRegisterFormSchema, valid)).toEqual({});
  });

  it("every field is required ('* Campo obrigatório')", () => {
    expect(fieldErrors(ZRegisterFormSchema, {})).toEqual({
      firstName: '* Campo obrigatório',
      lastName: '* Campo obrigatório',
      phoneNumber: '* Campo obrigatório',
      email: '* Campo obrigatório',
      password: '* Campo obrigatório',
      confirmPassword: '* Campo obrigatório',
      acceptTerms: 'Aceite os Termos de Uso e a Política de Privacidade para continuar.',
    });
  });

  it('e-mail, phone, password rule and confirmation', () => {
    expect(
      fieldErrors(ZRegisterFormSchema, {
        ...valid,
        email: 'ana@mail',
        phoneNumber: '11987654321',
        password: 'festanova',
        confirmPassword: 'outra',
      }),
    ).toEqual({
      email: '* E-mail inválido',
      phoneNumber: '* Número inválido',
      password: '* A senha deve ter pelo menos 8 caracteres, incluindo letras e números',
      confirmPassword: '* As senhas não coincidem',
    });
  });

  it('a short password breaks the rule too', () => {
    expect(fieldErrors(ZRegisterFormSchema, { ...valid, password: 'ab1', confirmPassword: 'ab1' })).toEqual({
      password: '* A senha deve ter pelo menos 8 caracteres, incluindo letras e números',
    });
  });
});

describe('admin password change', () => {
  it("all three fields required ('Por favor, preencha todos os campos.')", () => {
    expect(fieldErrors(ZPasswordChangeFormSchema, { currentPassword: 'x' })).toEqual({
      newPassword: 'Por favor, preencha todos os campos.',
      repeatPassword: 'Por favor, preencha todos os campos.',
    });
  });

  it("new and repeat must match ('As senhas não conferem.')", () => {
    expect(
      fieldErrors(ZPasswordChangeFormSchema, {
        currentPassword: 'a',
        newPassword: 'senha-bem-longa',
        repeatPassword: 'c',
      }),
    ).toEqual({ repeatPassword: 'As senhas não conferem.' });
  });

  it('the new password: 12 characters, or a passphrase of 4 words', () => {
    const rule =
      'A nova senha deve ter pelo menos 12 caracteres, ou ser uma frase de pelo menos 4 palavras separadas por espaços.';
    for (const newPassword of ['onze-letras', 'sol e mar', '   a b c   ']) {
      expect(fieldErrors(ZPasswordChangeSchema, { currentPassword: 'a', newPassword }), newPassword).toEqual({
        newPassword: rule,
      });
    }
    for (const newPassword of ['doze-letras!', 'sol mar céu lua']) {
      expect(
        ZPasswordChangeSchema.safeParse({ currentPassword: 'a', newPassword }).success,
        newPassword,
      ).toBe(true);
    }
  });

  it('the API body carries only the current and the new password', () => {
    expect(
      ZPasswordChangeSchema.parse({
        currentPassword: 'a',
        newPassword: 'senha-bem-longa',
        repeatPassword: 'senha-bem-longa',
      }),
    ).toEqual({ currentPassword: 'a', newPassword: 'senha-bem-longa' });
  });
});

describe('admin user edit', () => {
  it('uses the guest-form messages and needs active', () => {
    expect(fieldErrors(ZAdminUserFormSchema, { email: 'x' })).toEqual({
      firstName: '* Nome obrigatório',
      lastName: '* Sobrenome obrigatório',
      email: '* E-mail inválido',
      phoneNumber: '* Telefone obrigatório',
      active: 'O campo Ativo é inválido.',
    });
  });
});
