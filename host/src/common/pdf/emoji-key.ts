/**
 * An emoji's key in the sheet's table: its code points in lower-case hex without leading zeros
 * or variation selectors, as react-pdf asks for them ('2764' for ❤️, '23-20e3' for #️⃣).
 */
export const emojiKey = (codePoints: string): string =>
  codePoints
    .split('-')
    .map((hex) => Number.parseInt(hex, 16))
    .filter((codePoint) => codePoint !== 0xfe0f)
    .map((codePoint) => codePoint.toString(16))
    .join('-');
