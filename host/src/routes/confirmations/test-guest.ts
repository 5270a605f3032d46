import type { TGuest } from '@celebra/shared/models';

/** A guest as the list answers one, for the page's and the exports' tests: 'Vou', no answers yet. */
export function testGuest(overrides: Partial<TGuest> = {}): TGuest {
  return {
    id: 11,
    eventId: 7,
    firstName: 'Bruno',
    lastName: 'Lima',
    email: 'bruno@mail.com',
    phoneNumber: '(21) 99876-5432',
    message: null,
    companions: [],
    attending: true,
    answers: [],
    invitationToken: '0123456789abcdef0123456789abcdef',
    invitedAt: null,
    openedAt: null,
    answeredAt: null,
    answerChangedAt: null,
    remindedAt: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}
