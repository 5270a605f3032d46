import { slugify } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import { saveFile } from '@celebra/ui/files';
import { pdf } from '@react-pdf/renderer';
import { registerPdfFonts } from '../../../common/pdf/register-pdf-fonts';
import { GuestListDocument } from './GuestListDocument';
import type { TGuestListExtras } from './question-columns';

/**
 * Makes the guest list's PDF in the browser and hands it to the user as a download. This module
 * (and @react-pdf/renderer, the font and the emoji sheet with it) is loaded only when the button
 * is pressed.
 */
export async function downloadGuestList(
  eventTitle: string,
  guests: readonly TGuest[],
  extras: TGuestListExtras,
): Promise<void> {
  const { loadBundledPdfAssets } = await import('../../../common/pdf/bundled-pdf-assets');
  registerPdfFonts(await loadBundledPdfAssets());
  const blob = await pdf(
    <GuestListDocument eventTitle={eventTitle} guests={guests} extras={extras} generatedAt={new Date()} />,
  ).toBlob();
  saveFile(blob, `lista-de-convidados-${slugify(eventTitle) || 'evento'}.pdf`);
}
