import { RSVP_MESSAGES } from '@celebra/shared/messages';
import type { TGuest } from '@celebra/shared/models';

/** The list's filters: everyone, those coming, those not, those who have not answered. */
export const GUEST_FILTERS = [
  { value: 'all', label: 'Todos' },
  { value: 'attending', label: 'Vão' },
  { value: 'declined', label: 'Não vão' },
  { value: 'pending', label: 'Sem resposta' },
] as const;
export type TGuestFilter = (typeof GUEST_FILTERS)[number]['value'];

/** 'Vou', 'Não poderei ir' or 'Sem resposta', as the guest's answer reads on the list and exports. */
export function guestStatusLabel(attending: boolean | null): string {
  if (attending === true) return RSVP_MESSAGES.attendingLabel;
  if (attending === false) return RSVP_MESSAGES.decliningLabel;
  return 'Sem resposta';
}

export function matchesFilter(guest: TGuest, filter: TGuestFilter): boolean {
  switch (filter) {
    case 'attending':
      return guest.attending === true;
    case 'declined':
      return guest.attending === false;
    case 'pending':
      return guest.attending === null;
    default:
      return true;
  }
}
