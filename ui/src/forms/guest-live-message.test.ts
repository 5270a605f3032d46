import { describe, expect, it } from 'vitest';
import { guestLiveMessage } from './guest-live-message';

describe('guestLiveMessage', () => {
  it('says a name, e-mail or phone emptied while typing is required', () => {
    for (const name of ['firstName', 'lastName', 'email', 'phoneNumber']) {
      expect(guestLiveMessage(name, '  ')).toBe('* Campo obrigatório');
    }
  });

  it('says a phone typed halfway is not a number yet, and nothing once it is complete', () => {
    expect(guestLiveMessage('phoneNumber', '(11) 9876')).toBe('* Número inválido');
    expect(guestLiveMessage('phoneNumber', '(11) 98765-4321')).toBeUndefined();
  });

  it('leaves the other fields and filled names to the submit check', () => {
    expect(guestLiveMessage('firstName', 'Ana')).toBeUndefined();
    expect(guestLiveMessage('companions.0.name', '')).toBeUndefined();
  });
});
