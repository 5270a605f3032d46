/**
 * A QR code of `text` as a PNG data URL, drawn here (never fetched from a QR service): black on
 * white with a quiet margin, large enough to print sharp on a table card. The qrcode library is
 * loaded on the first call only, so that it stays out of every page's first view.
 */
export async function makeQrCode(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 512,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
