import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '../patterns';
import { fieldErrors } from '../test-support';
import { ZAdminEventDetailsFormSchema, ZEventDetailsFormSchema } from './event';

const virtual = {
  eventDate: '2031-06-01',
  startTime: '20:00',
  endTime: '21:00',
  eventType: 'virtual',
  transmission: 'Meet',
  transmissionPassword: '1234',
};

const MESSAGE = 'O campo Link da Transmissão deve ser um endereço que começa com http:// ou https://.';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/relativo/sala',
  '//evil.example/x',
  'meet.google.com/abc',
  'https:evil.example',
  'ftp://files.example/x',
  'http://',
];

describe('the transmission link', () => {
  it.each([
    ['host', ZEventDetailsFormSchema],
    ['admin', ZAdminEventDetailsFormSchema],
  ])('is refused by the %s form unless it is an http(s) address, naming the field', (_who, schema) => {
    for (const transmissionLink of HOSTILE) {
      expect(fieldErrors(schema, { ...virtual, transmissionLink }), transmissionLink).toEqual({
        transmissionLink: MESSAGE,
      });
    }
    for (const transmissionLink of [
      'https://meet.google.com/x',
      'http://zoom.us/j/123?pwd=a',
      'HTTPS://Meet.Example/X',
    ])
      expect(fieldErrors(schema, { ...virtual, transmissionLink }), transmissionLink).toEqual({});
  });

  it('is checked on in-person events too, where it may be left empty', () => {
    const inPerson = {
      ...virtual,
      eventType: 'in-person',
      eventLocation: 'Salão',
      postalCode: '01310-100',
      fullAddress: 'Av. Paulista, 1000',
    };
    expect(fieldErrors(ZEventDetailsFormSchema, { ...inPerson, transmissionLink: '' })).toEqual({});
    expect(fieldErrors(ZEventDetailsFormSchema, { ...inPerson, transmissionLink: null })).toEqual({});
    expect(fieldErrors(ZEventDetailsFormSchema, { ...inPerson, transmissionLink: 'javascript:x' })).toEqual({
      transmissionLink: MESSAGE,
    });
  });
});

describe('isHttpUrl', () => {
  it('takes absolute http and https addresses with a host only', () => {
    expect(isHttpUrl('https://meet.google.com/x')).toBe(true);
    expect(isHttpUrl('http://localhost:3000/a')).toBe(true);
    for (const value of HOSTILE) expect(isHttpUrl(value), value).toBe(false);
  });
});
