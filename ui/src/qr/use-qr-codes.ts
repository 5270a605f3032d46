import { useEffect, useState } from 'react';
import { useAlert } from '../alert/index';
import { makeQrCode } from './make-qr-code';

/**
 * The QR codes of `texts` (links, a Pix's copia-e-cola), drawn when the component that shows them
 * mounts (the qrcode library loads then): PNG data URLs in the texts' order, or undefined while
 * they are being drawn or when drawing failed.
 */
export function useQrCodes(texts: readonly string[]): string[] | undefined {
  const alert = useAlert();
  const [codes, setCodes] = useState<string[]>();
  const key = texts.join('\n');
  useEffect(() => {
    let current = true;
    setCodes(undefined);
    const texts = key === '' ? [] : key.split('\n');
    Promise.all(texts.map((text) => makeQrCode(text))).then(
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
