import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../src/config';

export type OutboxMail = {
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * The .eml files the mail plugin wrote to DATA_DIR/outbox, oldest first, decoded enough to assert
 * on: headers (RFC 2047 encoded words), the text/plain and text/html parts (quoted-printable or
 * base64). Only what nodemailer produces is handled; this is a test reader, not a MIME library.
 */
export async function readOutbox(config: Config): Promise<OutboxMail[]> {
  if (config.mail.kind !== 'outbox') throw new Error('the outbox is only used without SMTP_URL');
  return readOutboxDir(config.mail.dir);
}

/**
 * The mails of an outbox folder, as readOutbox decodes them: the journeys read the outbox of the
 * platform they started (e2e/support/outbox.ts) with it too.
 */
export async function readOutboxDir(dir: string): Promise<OutboxMail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml')).sort()) {
    mails.push({ file, ...parseMail(await readFile(path.join(dir, file), 'utf8')) });
  }
  return mails;
}

function parseMail(eml: string): Omit<OutboxMail, 'file'> {
  const raw = eml.replace(/\r\n/g, '\n');
  const { headers, body } = splitEntity(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const entities = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitEntity(part.replace(/^\n/, '')))
    : [{ headers, body }];
  for (const entity of entities) {
    const type = (entity.headers['content-type'] ?? 'text/plain').split(';')[0]?.trim() ?? '';
    parts[type] = decodeBody(entity.body, entity.headers['content-transfer-encoding'] ?? '7bit');
  }
  return {
    to: headers.to ?? '',
    from: headers.from ?? '',
    subject: headers.subject ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\n\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 2) };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding: string): string {
  const trimmed = body.replace(/\n$/, '');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(trimmed.replace(/=\n/g, ''));
  if (/base64/i.test(encoding)) return Buffer.from(trimmed, 'base64').toString('utf8');
  return trimmed;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
