import { centsToReais, formatBRL } from '@celebra/shared/format';
import { escapeHtml } from '../../html/escape-html';
import type { MailMessage } from '../mail-message';

/** A block of the mail body: a paragraph, a list of gifts, or a link shown as a button. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'items'; items: MailItem[]; totalCents?: number }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'quote'; text: string };

/** A gift line; prices in integer centavos as the database keeps them. */
export type MailItem = { name: string; quantity: number; unitPriceCents: number };

/** 1234 → 'R$ 12,34'. */
export const brl = (cents: number): string => formatBRL(centsToReais(cents));

/**
 * Renders the same blocks twice: plain text (what every client can show, and what the tests
 * read) and a small inline-styled HTML alternative. Every value from users is escaped in the HTML,
 * and the templates pass what people typed through `plainText` so no mail client links it.
 */
export function renderMail(to: string, subject: string, body: MailBlock[]): MailMessage {
  const text = [...body.map(toText), 'Equipe Celebra'].join('\n\n');
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#333">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    ...body.map(toHtml),
    '<p style="margin:24px 0 0;color:#888">Equipe Celebra</p>',
    '</div></body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

/**
 * A host's notice (MailKind 'notice') when the host's id is known, with the line that stands for
 * it in the notices' summary; the mail as it was otherwise.
 */
export function asNotice(mail: MailMessage, hostId: number | undefined, line: string): MailMessage {
  return hostId === undefined ? mail : { ...mail, kind: 'notice', notice: { userId: hostId, line } };
}

function toText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'items': {
      const lines = block.items.map(
        (item) => `- ${item.quantity} × ${item.name} (${brl(item.unitPriceCents)} cada)`,
      );
      if (block.totalCents !== undefined) lines.push(`Total: ${brl(block.totalCents)}`);
      return lines.join('\n');
    }
  }
}

function toHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:4px solid #ddd;white-space:pre-line">${escapeHtml(block.text)}</blockquote>`;
    case 'link':
      return `<p style="margin:16px 0"><a href="${escapeHtml(block.url)}" style="background:#7b4fa0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
    case 'items': {
      const rows = block.items.map(
        (item) =>
          `<tr><td style="padding:4px 8px">${item.quantity} × ${escapeHtml(item.name)}</td><td style="padding:4px 8px;text-align:right">${escapeHtml(brl(item.unitPriceCents * item.quantity))}</td></tr>`,
      );
      if (block.totalCents !== undefined)
        rows.push(
          `<tr><td style="padding:4px 8px;font-weight:bold">Total</td><td style="padding:4px 8px;text-align:right;font-weight:bold">${escapeHtml(brl(block.totalCents))}</td></tr>`,
        );
      return `<table style="width:100%;border-collapse:collapse;margin:0 0 12px">${rows.join('')}</table>`;
    }
  }
}

// U+2060 WORD JOINER: invisible, never a line break, and no part of a domain, a scheme or an
// address, so whatever a mail client's link detector looks for stops at it.
const WORD_JOINER = '\u2060';
// The separators links are made of: ASCII and the ideographic / full-width dots and colon that
// internationalised domain names accept, the slash and the at sign.
const LINK_SEPARATORS = /([.:/@\u3002\uFF0E\uFF61\uFF1A])/g;

/**
 * Text someone typed on the platform (a visitor's name, a guest's message, a host's title) as it
 * must appear in a mail: as plain text only, never as a link. The HTML part escapes it already;
 * this also keeps mail clients from turning 'www.exemplo.com', 'http://x' or 'a@b.com' inside it
 * into a link by themselves, by putting an invisible word joiner after every dot, colon, slash
 * and at sign: what the reader sees is unchanged, but no run of characters is a domain or a URL
 * any more. Without it a stranger could register a name like 'Pague em www.golpe.com' and have
 * the platform mail a clickable link in its own name.
 */
export function plainText(value: string): string {
  return value.replace(LINK_SEPARATORS, `$1${WORD_JOINER}`);
}
