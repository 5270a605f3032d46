import type { TGuest } from '@celebra/shared/models';

/** Everyone coming: the guests plus their companions. */
export function countPeople(guests: readonly TGuest[]): number {
  return guests.reduce((total, guest) => total + 1 + guest.companions.length, 0);
}
