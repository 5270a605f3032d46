import { isValidPhone } from '@celebra/shared/format';
import { GUEST_MESSAGES } from '@celebra/shared/validation';
import { emptiedField } from './live-resolver';

/**
 * The live messages of a guest's name, e-mail and phone (the guest's presence form and the host's
 * guest dialog, for `withLiveMessages`): an emptied field says '* Campo obrigatório' at once, and
 * a phone still being typed '* Número inválido' as long as it is not a complete number.
 */
export const guestLiveMessage = emptiedField(
  ['firstName', 'lastName', 'email', 'phoneNumber'],
  GUEST_MESSAGES.fieldEmptied,
  (name, value) =>
    name === 'phoneNumber' && !isValidPhone(String(value ?? ''))
      ? GUEST_MESSAGES.phoneInvalidLive
      : undefined,
);
