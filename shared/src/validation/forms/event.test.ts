import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test-support';
import {
  ZAdminEventDetailsFormSchema,
  ZAdminEventFormSchema,
  ZCustomFormSchema,
  ZEventDetailsFormSchema,
  ZSiteSettingsFormSchema,
} from './event';

const when = { eventDate: '2025-11-15', startTime: '19:00', endTime: '23:30' };
const inPerson = {
  ...when,
  eventType: 'in-person',
  eventLocation: 'Salão Azul',
  postalCode: '01310-100',
  fullAddress: 'Av. Paulista, 1000, São Paulo - SP',
};
const virtual = {
  ...when,
  eventType: 'virtual',
  transmission: 'Meet',
  transmissionLink: 'https://meet.example/abc',
  transmissionPassword: '1234',
};

describe('host event details', () => {
  it('accepts complete in-person and virtual details', () => {
    expect(fieldErrors(ZEventDetailsFormSchema, inPerson)).toEqual({});
    expect(fieldErrors(ZEventDetailsFormSchema, virtual)).toEqual({});
  });

  it('date, times and type each have their own message', () => {
    expect(fieldErrors(ZEventDetailsFormSchema, { eventDate: '', startTime: '', endTime: '' })).toEqual({
      eventDate: '* Campo Data é obrigatório',
      startTime: '* Campo Horário de Início é obrigatório',
      endTime: '* Campo Horário de Término é obrigatório',
      eventType: '* Campo Tipo do Evento é obrigatório',
    });
  });

  it('in-person requires place, CEP and address', () => {
    expect(fieldErrors(ZEventDetailsFormSchema, { ...when, eventType: 'in-person' })).toEqual({
      eventLocation: '* Campo Local do Evento é obrigatório',
      postalCode: '* Campo CEP é obrigatório',
      fullAddress: '* Campo Endereço é obrigatório',
    });
  });

  it('virtual requires platform, link and password, not the address', () => {
    expect(fieldErrors(ZEventDetailsFormSchema, { ...when, eventType: 'virtual', postalCode: '' })).toEqual({
      transmission: '* Campo Transmissão é obrigatório',
      transmissionLink: '* Campo Link da Transmissão é obrigatório',
      transmissionPassword: '* Campo Senha da Transmissão é obrigatório',
    });
  });

  it('the CEP must be 5 digits, optional hyphen, 3 digits', () => {
    expect(fieldErrors(ZEventDetailsFormSchema, { ...inPerson, postalCode: '0131-0100' })).toEqual({
      postalCode: '* Formato de CEP inválido',
    });
    expect(fieldErrors(ZEventDetailsFormSchema, { ...inPerson, postalCode: '01310100' })).toEqual({});
  });

  it('dates and times must be well formed', () => {
    expect(
      fieldErrors(ZEventDetailsFormSchema, { ...inPerson, eventDate: '15/11/2025', startTime: '7pm' }),
    ).toEqual({
      eventDate: 'O campo Data deve ser uma data no formato AAAA-MM-DD.',
      startTime: 'O campo Horário de Início deve estar no formato HH:mm.',
    });
  });

  it('keeps coordinates when given', () => {
    expect(ZEventDetailsFormSchema.parse({ ...inPerson, latitude: -23.56, longitude: -46.65 })).toMatchObject(
      {
        latitude: -23.56,
        longitude: -46.65,
      },
    );
  });
});

describe('admin event page', () => {
  const event = {
    title: 'Casamento Ana e João',
    subtitle: '15 de novembro',
    slug: 'Ana-e-Joao',
    active: true,
    titleDescription: null,
    description: '',
    color: '#E91E63',
    details: { ...when, eventType: 'virtual', transmission: 'Meet', transmissionLink: 'https://x.y/z' },
  };

  it('accepts a virtual event without a transmission password, and lower-cases the slug', () => {
    const parsed = ZAdminEventFormSchema.parse(event);
    expect(parsed.slug).toBe('ana-e-joao');
  });

  it("every required field says '* Campo obrigatório'; an empty slug has its own text", () => {
    expect(
      fieldErrors(ZAdminEventFormSchema, {
        ...event,
        title: '',
        subtitle: '',
        slug: '',
        details: { eventType: 'in-person', eventDate: '', startTime: '', endTime: '' },
      }),
    ).toEqual({
      title: '* Campo obrigatório',
      subtitle: '* Campo obrigatório',
      slug: '* O link está em uso, por favor, crie outro',
      'details.eventDate': '* Campo obrigatório',
      'details.startTime': '* Campo obrigatório',
      'details.endTime': '* Campo obrigatório',
      'details.eventLocation': '* Campo obrigatório',
      'details.fullAddress': '* Campo obrigatório',
    });
  });

  it('in-person does not require the CEP on the admin page', () => {
    expect(
      fieldErrors(ZAdminEventDetailsFormSchema, {
        ...when,
        eventType: 'in-person',
        eventLocation: 'A',
        fullAddress: 'B',
      }),
    ).toEqual({});
  });

  it('virtual requires platform and link', () => {
    expect(fieldErrors(ZAdminEventDetailsFormSchema, { ...when, eventType: 'virtual' })).toEqual({
      transmission: '* Campo obrigatório',
      transmissionLink: '* Campo obrigatório',
    });
  });

  it('a slug with spaces or accents is refused', () => {
    expect(fieldErrors(ZAdminEventFormSchema, { ...event, slug: 'ana e joão' })).toEqual({
      slug: 'O link deve ter apenas letras minúsculas, números e hífens.',
    });
  });
});

describe("host 'Cores e Textos'", () => {
  it("all five fields required ('* Campo obrigatório')", () => {
    expect(fieldErrors(ZCustomFormSchema, {})).toEqual({
      title: '* Campo obrigatório',
      subtitle: '* Campo obrigatório',
      titleDescription: '* Campo obrigatório',
      description: '* Campo obrigatório',
      color: '* Campo obrigatório',
    });
  });

  it('the colour must be a hex colour', () => {
    const texts = { title: 'a', subtitle: 'b', titleDescription: 'c', description: 'd' };
    expect(fieldErrors(ZCustomFormSchema, { ...texts, color: 'pink' })).toEqual({
      color: 'O campo Cor deve ser uma cor no formato #RRGGBB.',
    });
    expect(fieldErrors(ZCustomFormSchema, { ...texts, color: '#f06' })).toEqual({});
  });
});

describe('site settings', () => {
  const settings = {
    showGiftList: true,
    showGuestMessages: false,
    showEventInfo: true,
    allowGuestConfirmation: true,
    slug: 'festa-da-rita',
  };

  it('the slug must not be blank', () => {
    expect(fieldErrors(ZSiteSettingsFormSchema, { ...settings, slug: '   ' })).toEqual({
      slug: 'O link do evento não pode ser vazio.',
    });
  });

  it('a password is optional; a given one needs 6 characters', () => {
    expect(fieldErrors(ZSiteSettingsFormSchema, settings)).toEqual({});
    expect(fieldErrors(ZSiteSettingsFormSchema, { ...settings, password: '' })).toEqual({});
    expect(fieldErrors(ZSiteSettingsFormSchema, { ...settings, password: null })).toEqual({});
    expect(fieldErrors(ZSiteSettingsFormSchema, { ...settings, password: '12345' })).toEqual({
      password: 'A senha deve ter pelo menos 6 caracteres.',
    });
    expect(fieldErrors(ZSiteSettingsFormSchema, { ...settings, password: '123456' })).toEqual({});
    expect(ZSiteSettingsFormSchema.parse({ ...settings, password: '' }).password).toBeNull();
  });
});
