import { formatDateTime } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';

/** Brazilian Excel splits columns on ';' (',' is the decimal separator there). */
const SEPARATOR = ';';
/** The byte-order mark that makes Excel read the file as UTF-8, accents included. */
const BOM = '\uFEFF';
const HEADER = [
  'Nome',
  'Sobrenome',
  'E-mail',
  'Telefone',
  'Acompanhantes',
  'Total de pessoas',
  'Mensagem',
  'Confirmado em',
];

/**
 * One cell: a text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that hides one) gets a leading apostrophe, since guests type their own names
 * and messages; then it is quoted, quotes doubled, when it holds the separator, a quote or a line
 * break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function guestRow(guest: TGuest): string[] {
  return [
    guest.firstName,
    guest.lastName,
    guest.email,
    guest.phoneNumber,
    guest.companions.map((companion) => `${companion.name} (${companion.age} anos)`).join(', '),
    String(1 + guest.companions.length),
    guest.message ?? '',
    formatDateTime(guest.createdAt, { timeZone: 'America/Sao_Paulo' }),
  ];
}

/**
 * The guest list as a spreadsheet file for Excel in Portuguese: UTF-8 with BOM, ';' between
 * columns, CRLF between rows, the confirmation time in São Paulo's.
 */
export function guestListCsv(guests: readonly TGuest[]): string {
  const rows = [HEADER, ...guests.map(guestRow)];
  return `${BOM}${rows.map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}
