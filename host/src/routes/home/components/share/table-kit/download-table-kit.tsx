import { slugify } from '@celebra/shared/format';
import { saveFile } from '@celebra/ui/files';
import { pdf } from '@react-pdf/renderer';
import { registerPdfFonts } from '../../../../../common/pdf/register-pdf-fonts';
import { TableKitDocument } from './TableKitDocument';

/**
 * Makes the table-card kit's PDF in the browser and hands it to the user as a download. This
 * module (and @react-pdf/renderer with it) is loaded only when the button is pressed; the font is
 * the guest-list PDF's, served from the app's own build.
 */
export async function downloadTableKit(eventTitle: string, siteUrl: string, qrCode: string): Promise<void> {
  const { loadBundledPdfAssets } = await import('../../../../../common/pdf/bundled-pdf-assets');
  registerPdfFonts(await loadBundledPdfAssets());
  const blob = await pdf(
    <TableKitDocument eventTitle={eventTitle} siteUrl={siteUrl} qrCode={qrCode} />,
  ).toBlob();
  saveFile(blob, `kit-de-mesa-${slugify(eventTitle) || 'evento'}.pdf`);
}
