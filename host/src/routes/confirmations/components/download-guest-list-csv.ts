import { slugify } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import { saveFile } from '@celebra/ui/files';
import { guestListCsv } from './guest-list-csv';
import type { TGuestListExtras } from './question-columns';

/** Makes the guest list's CSV in the browser and hands it to the user as a download. */
export function downloadGuestListCsv(
  eventTitle: string,
  guests: readonly TGuest[],
  extras: TGuestListExtras,
): void {
  const blob = new Blob([guestListCsv(guests, extras)], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, `lista-de-convidados-${slugify(eventTitle) || 'evento'}.csv`);
}
