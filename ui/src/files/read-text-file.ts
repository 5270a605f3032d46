/**
 * A text file's content whatever saved it. A byte-order mark decides (UTF-8, or UTF-16 as Excel's
 * 'Texto Unicode' writes); without one, bytes that are valid UTF-8 are UTF-8 ('CSV UTF-8', Google
 * Sheets, LibreOffice) and anything else is Windows-1252, what Excel on a Brazilian Windows writes
 * for a plain 'CSV': there 'ã' is one byte, which a UTF-8 reading (Blob.text()) turns into '�'.
 * Windows-1252 text with accents is practically never valid UTF-8, so the guess is safe. The BOM
 * is dropped.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A file the user chose, decoded as {@link decodeText} says. */
export async function readTextFile(file: Blob): Promise<string> {
  return decodeText(new Uint8Array(await file.arrayBuffer()));
}
