/**
 * The Pix "copia e cola" (BR Code): EMV® merchant-presented QR data, a run of ID-length-value
 * fields closed by a CRC16 of everything before it. A dynamic code (point of initiation 12: one
 * payment) names the payment's location URL under the Pix GUI, the amount and a txid, which is
 * what a bank app reads to pay it.
 */

/** One EMV field: two-digit id, two-digit length, value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as the BR Code's field 63 needs it. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Upper case ASCII letters, digits and spaces, as the name and city fields want them. */
const plain = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max);

export type BrCodeInput = {
  /** In reais, written with two decimals. */
  amount: number;
  /** 1 to 25 letters and digits: what the payer's bank reports back. */
  txid: string;
  /** The payment's location (without scheme), where a bank app would fetch its details. */
  location: string;
  merchantName: string;
  merchantCity: string;
};

export function buildBrCode(input: BrCodeInput): string {
  const account = field('00', 'br.gov.bcb.pix') + field('25', input.location);
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', input.amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', plain(input.merchantName, 25)) +
    field('60', plain(input.merchantCity, 15)) +
    field('62', field('05', input.txid.slice(0, 25))) +
    '6304';
  return payload + crc16(payload);
}
