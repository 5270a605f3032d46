// No space left on the device, or the user's quota on it used up: the write could not be done
// whatever the client sent, and trying again only helps once an operator frees space.
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** Whether an error (or one it wraps, as `cause`) says the disk media is written to is full. */
export function isStorageFull(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}
