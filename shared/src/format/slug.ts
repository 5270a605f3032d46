/**
 * The slug field's transform while typing: lower-cased as typed and nothing else (the same in
 * the back office and the host wizard). Whether the result is acceptable is the validators' and the
 * server's business.
 */
export function toSlug(text: string): string {
  return text.toLowerCase();
}

/**
 * A slug suggested from a title: accents stripped, lower case, every run of other characters
 * turned into one hyphen, no hyphen at either end. 'Casamento de Ana & João' →
 * 'casamento-de-ana-joao'.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slug as an address gives it, read as the event call reads it (GET /guests/event/{slug}: its
 * params schema applies this): trimmed and lower-cased, so `/Ana-E-Pedro` is `ana-e-pedro`.
 */
export function readAddressSlug(text: string): string {
  return text.trim().toLowerCase();
}
