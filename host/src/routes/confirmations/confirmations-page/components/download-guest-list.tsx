import { slugify } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import { pdf } from '@react-pdf/renderer';
import { GuestListDocument } from './GuestListDocument';

/**
 * Makes the guest list's PDF in the browser and hands it to the user as a download. This module
 * (and @react-pdf/renderer with it) is loaded only when the button is pressed.
 */
export async function downloadGuestList(eventTitle: string, guests: readonly TGuest[]): Promise<void> {
  const blob = await pdf(
    <GuestListDocument eventTitle={eventTitle} guests={guests} generatedAt={new Date()} />,
  ).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `lista-de-convidados-${slugify(eventTitle) || 'evento'}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
