import { useAlert } from '@celebra/ui/alert';
import { useEffect, useState } from 'react';
import { makeQrCode } from '../../../../../common/qr/make-qr-code';

/**
 * The QR codes of `links`, drawn once the dialog opens (the qrcode library loads then): PNG data
 * URLs in the links' order, or undefined while they are being drawn or when drawing failed.
 */
export function useQrCodes(links: readonly string[]): string[] | undefined {
  const alert = useAlert();
  const [codes, setCodes] = useState<string[]>();
  const key = links.join('\n');
  useEffect(() => {
    let current = true;
    setCodes(undefined);
    Promise.all(key.split('\n').map((link) => makeQrCode(link))).then(
      (drawn) => {
        if (current) setCodes(drawn);
      },
      (error: unknown) => {
        if (current) alert.error(error, 'Não foi possível gerar o QR Code.');
      },
    );
    return () => {
      current = false;
    };
  }, [key, alert]);
  return codes;
}
