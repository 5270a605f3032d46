import { formatDateTime } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import { isChild } from './count-people';
import { guestStatusLabel } from './guest-status';
import { answerTo, type TGuestListExtras } from './question-columns';

/** Brazilian Excel splits columns on ';' (',' is the decimal separator there). */
const SEPARATOR = ';';
/** The byte-order mark that makes Excel read the file as UTF-8, accents included. */
const BOM = '\uFEFF';
const HEADER = [
  'Nome',
  'Sobrenome',
  'E-mail',
  'Telefone',
  'Situação',
  'Acompanhantes',
  'Adultos',
  'Crianças',
  'Total de pessoas',
  'Mensagem',
  'Respondeu em',
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

/** The guest and companions by the age band; a guest who is not coming (or has not said) counts none. */
function headCount(guest: TGuest, childrenMaxAge: number): [string, string, string] {
  if (guest.attending !== true) return ['0', '0', '0'];
  const children = guest.companions.filter((companion) => isChild(companion.age, childrenMaxAge)).length;
  const people = 1 + guest.companions.length;
  return [String(people - children), String(children), String(people)];
}

function guestRow(guest: TGuest, { childrenMaxAge, questions }: TGuestListExtras): string[] {
  const [adults, children, people] = headCount(guest, childrenMaxAge);
  const answeredAt = guest.answeredAt ?? (guest.attending === null ? null : guest.createdAt);
  return [
    guest.firstName,
    guest.lastName,
    guest.email,
    guest.phoneNumber,
    guestStatusLabel(guest.attending),
    guest.companions.map((companion) => `${companion.name} (${companion.age} anos)`).join(', '),
    adults,
    children,
    people,
    guest.message ?? '',
    answeredAt ? formatDateTime(answeredAt, { timeZone: 'America/Sao_Paulo' }) : '',
    ...questions.map((question) => answerTo(guest, question.id)),
  ];
}

/**
 * The guest list as a spreadsheet file for Excel in Portuguese: UTF-8 with BOM, ';' between
 * columns, CRLF between rows, the answer's time in São Paulo's, then one column per question.
 */
export function guestListCsv(guests: readonly TGuest[], extras: TGuestListExtras): string {
  const header = [...HEADER, ...extras.questions.map((question) => question.label)];
  const rows = [header, ...guests.map((guest) => guestRow(guest, extras))];
  return `${BOM}${rows.map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}
