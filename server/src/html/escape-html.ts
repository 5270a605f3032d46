/**
 * Text made safe to place in HTML or SVG, as an element's content or inside a quoted attribute:
 * the five characters that could end either become numeric character references. The server's
 * pages, the guest site's first view, the e-mails and the demo's drawn images all write text
 * through it.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
