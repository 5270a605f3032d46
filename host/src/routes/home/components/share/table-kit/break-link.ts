/**
 * A link as it is written on a card: without its scheme (guests type what they read), cut into
 * lines of at most `width` characters after a '/', '.' or '-' where it can. The PDF's text never
 * breaks inside a word (names are kept whole), so a long link is cut here or it would run off
 * the card.
 */
export function breakLink(link: string, width: number): string[] {
  const written = link.replace(/^https?:\/\//, '');
  const lines: string[] = [];
  let rest = written;
  while (rest.length > width) {
    const head = rest.slice(0, width);
    const cut = Math.max(head.lastIndexOf('/'), head.lastIndexOf('.'), head.lastIndexOf('-'));
    // Cut after the separator; with none in reach (or only at the very start), cut at the width.
    const at = cut > 0 ? cut + 1 : width;
    lines.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  lines.push(rest);
  return lines;
}
