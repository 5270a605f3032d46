import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test-support';
import {
  REUSE_PASSWORD_NEEDS_REQUEST_MESSAGE,
  ZAdminWizardDraftSchema,
  ZAdminWizardGiftsStepSchema,
  ZAdminWizardListInfoStepSchema,
  ZAdminWizardOwnerStepSchema,
  ZHostEventInfoSchema,
  ZHostWizardGiftsStepSchema,
  ZHostWizardListInfoStepSchema,
  ZHostWizardPasswordSchema,
  ZWizardEventTypeStepSchema,
} from './wizard';

describe('step 0 (both wizards)', () => {
  it.each([[{}], [{ eventTypeId: null }], [{ eventTypeId: '' }], [{ eventTypeId: 0 }]])(
    'requires an event type: %o',
    (input) => {
      expect(fieldErrors(ZWizardEventTypeStepSchema, input)).toEqual({
        eventTypeId: 'Por favor, selecione um tipo de evento para continuar.',
      });
    },
  );
});

describe('admin wizard', () => {
  it("step 1: category, title, subtitle, slug and delivery preference ('* Campo obrigatório')", () => {
    expect(fieldErrors(ZAdminWizardListInfoStepSchema, {})).toEqual({
      eventCategoryId: '* Campo obrigatório',
      title: '* Campo obrigatório',
      subtitle: '* Campo obrigatório',
      slug: '* Campo obrigatório',
      giftDeliveryPreference: '* Campo obrigatório',
    });
    expect(fieldErrors(ZAdminWizardListInfoStepSchema, { giftDeliveryPreference: 'pix' })).toMatchObject({
      giftDeliveryPreference: '* Campo obrigatório',
    });
  });

  it('step 2: at least 4 gifts', () => {
    expect(fieldErrors(ZAdminWizardGiftsStepSchema, { gifts: [1, 2, 3] })).toEqual({
      gifts: 'Necessário selecionar mais 4 presentes para continuar.',
    });
    expect(fieldErrors(ZAdminWizardGiftsStepSchema, { gifts: [1, 2, 3, 4] })).toEqual({});
  });

  const owner = {
    firstName: 'Ana',
    lastName: 'Silva',
    phoneNumber: '(11) 98765-4321',
    email: 'ana@mail.com',
    password: 'festa2025',
    confirmPassword: 'festa2025',
  };

  it('step 3: phone, e-mail, password rule and confirmation', () => {
    expect(
      fieldErrors(ZAdminWizardOwnerStepSchema, {
        ...owner,
        phoneNumber: '11 98765-4321',
        email: 'ana@mail.c',
        password: 'festanova',
        confirmPassword: 'festa',
      }),
    ).toEqual({
      phoneNumber: '* Formato de telefone inválido',
      email: '* Formato de e-mail inválido',
      password: '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      confirmPassword: '* As senhas não coincidem',
    });
  });

  it('step 3: names required', () => {
    expect(fieldErrors(ZAdminWizardOwnerStepSchema, { ...owner, firstName: '', lastName: ' ' })).toEqual({
      firstName: '* Campo obrigatório',
      lastName: '* Campo obrigatório',
    });
  });

  it("step 3: reusing the user's password skips the password fields", () => {
    expect(
      fieldErrors(ZAdminWizardOwnerStepSchema, {
        ...owner,
        password: '',
        confirmPassword: undefined,
        useUserPassword: true,
        preUserRequestId: 8,
      }),
    ).toEqual({});
  });

  it('reusing a password needs the request it comes from', () => {
    expect(fieldErrors(ZAdminWizardOwnerStepSchema, { ...owner, useUserPassword: true })).toEqual({
      useUserPassword: REUSE_PASSWORD_NEEDS_REQUEST_MESSAGE,
    });
  });

  it('the whole draft parses into the body of POST /users/register', () => {
    const draft = ZAdminWizardDraftSchema.parse({
      eventTypeId: 1,
      eventCategoryId: '2',
      title: 'Chá da Lia',
      subtitle: 'Venha celebrar',
      slug: 'Cha-da-Lia',
      giftDeliveryPreference: 'cash',
      gifts: [1, 2, 3, 4],
      ...owner,
      preUserRequestId: null,
    });
    expect(draft).toMatchObject({ eventCategoryId: 2, slug: 'cha-da-lia', useUserPassword: false });
  });
});

describe('host wizard', () => {
  it("step 1: category, title and delivery preference ('* Campo obrigatório')", () => {
    expect(fieldErrors(ZHostWizardListInfoStepSchema, {})).toEqual({
      eventCategoryId: '* Campo obrigatório',
      title: '* Campo obrigatório',
      giftDeliveryPreference: '* Campo obrigatório',
    });
  });

  it('step 2: at least 4 gifts, with the host wording', () => {
    expect(fieldErrors(ZHostWizardGiftsStepSchema, { gifts: [] })).toEqual({
      gifts: 'Selecione pelo menos 4 presentes antes de continuar.',
    });
    expect(fieldErrors(ZHostWizardGiftsStepSchema, { gifts: [1, 1, 2, 3] })).toEqual({
      gifts: 'A lista de presentes tem itens repetidos.',
    });
  });

  it('the password dialog needs a password', () => {
    expect(fieldErrors(ZHostWizardPasswordSchema, { password: '' })).toEqual({
      password: '* Campo obrigatório',
    });
  });

  it('the event-info payload; the slug may be left to the server', () => {
    const payload = {
      email: 'ana@mail.com',
      eventTypeId: 1,
      eventCategoryId: 2,
      title: 'Casamento',
      giftDeliveryPreference: 'weekOfParty',
      gifts: [5, 6, 7, 8],
      password: 'festa2025',
    };
    expect(ZHostEventInfoSchema.parse(payload)).toEqual(payload);
    expect(ZHostEventInfoSchema.parse({ ...payload, slug: 'Casamento-Ana' }).slug).toBe('casamento-ana');
  });
});
