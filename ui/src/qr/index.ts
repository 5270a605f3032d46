export { makeQrCode } from './make-qr-code';
export { useQrCodes } from './use-qr-codes';
