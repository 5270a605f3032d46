/**
 * The mails the platform wrote to DATA_DIR/outbox (no SMTP_URL in the journeys): what a person
 * would find in their mailbox. Only what nodemailer writes is read: the plain-text part, in
 * quoted-printable, base64 or 7bit.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dataDir } from './platform-env';

export type Mail = { to: string; subject: string; text: string };

async function readMails(): Promise<Mail[]> {
  const dir = path.join(dataDir(), 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.sort().map(async (file) => parseMail(await readFile(path.join(dir, file), 'utf8'))),
  );
}

/** The newest mail to `to` whose subject contains `subject`, waited for up to 15 s. */
export async function waitForMail(to: string, subject: string): Promise<Mail> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const mail = (await readMails()).filter((m) => m.to.includes(to) && m.subject.includes(subject)).at(-1);
    if (mail) return mail;
    await sleep(250);
  }
  throw new Error(`No mail to ${to} about '${subject}' in the outbox`);
}

/** The first address in a mail's text that matches `pattern` (e.g. the access link). */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`No link matching ${pattern} in the mail '${mail.subject}':\n${mail.text}`);
  return link;
}

function parseMail(raw: string): Mail {
  const { headers, body } = split(raw.replace(/\r\n/g, '\n'));
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => split(part.replace(/^\n/, '')))
    : [{ headers, body }];
  const plain = parts.find((part) => (part.headers['content-type'] ?? 'text/plain').startsWith('text/plain'));
  return {
    to: headers.to ?? '',
    subject: decodeWords(headers.subject ?? ''),
    text: plain ? decodeBody(plain.body, plain.headers['content-transfer-encoding'] ?? '') : '',
  };
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\n\n');
  const headers: Record<string, string> = {};
  for (const line of (end === -1 ? raw : raw.slice(0, end)).replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 2) };
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body.replace(/=\n/g, ''));
  return body;
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

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
