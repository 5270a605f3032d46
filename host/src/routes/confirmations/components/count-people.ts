import type { TGuest } from '@celebra/shared/models';

/** The age band used until the event's RSVP settings load (the server's default too). */
export const DEFAULT_CHILDREN_MAX_AGE = 12;

/** A companion up to the event's `childrenMaxAge` counts as a child; the guest who answered, an adult. */
export function isChild(age: number, childrenMaxAge: number): boolean {
  return age <= childrenMaxAge;
}

export type TGuestTotals = {
  /** Guests who said 'Vou'. */
  attending: number;
  /** People coming (the guests who said 'Vou' and their companions), split by the age band. */
  adults: number;
  children: number;
  /** Guests who said 'Não poderei ir'. */
  declined: number;
  /** Guests invited who have not answered yet. */
  pending: number;
};

/** The list's head counts: who is coming (adults and children), who is not, who has not answered. */
export function countTotals(guests: readonly TGuest[], childrenMaxAge: number): TGuestTotals {
  const totals: TGuestTotals = { attending: 0, adults: 0, children: 0, declined: 0, pending: 0 };
  for (const guest of guests) {
    if (guest.attending === false) totals.declined += 1;
    else if (guest.attending === null) totals.pending += 1;
    else {
      totals.attending += 1;
      totals.adults += 1;
      for (const companion of guest.companions) {
        if (isChild(companion.age, childrenMaxAge)) totals.children += 1;
        else totals.adults += 1;
      }
    }
  }
  return totals;
}

/** Everyone coming: the guests who said 'Vou' plus their companions. */
export function countPeople(guests: readonly TGuest[]): number {
  return guests.reduce(
    (total, guest) => (guest.attending === true ? total + 1 + guest.companions.length : total),
    0,
  );
}
