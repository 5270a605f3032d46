import { writeCsv } from '@celebra/shared/csv';
import { formatDateTime } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import { isChild } from './count-people';
import { guestStatusLabel } from './guest-status';
import { answerTo, type TGuestListExtras } from './question-columns';

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
 * The guest list as a spreadsheet file for Excel in Portuguese, by the platform's CSV writer
 * (UTF-8 with BOM, ';' between columns, CRLF between rows, a guest's formula-looking text
 * defused): the answer's time in São Paulo's, then one column per question.
 */
export function guestListCsv(guests: readonly TGuest[], extras: TGuestListExtras): string {
  const header = [...HEADER, ...extras.questions.map((question) => question.label)];
  return writeCsv([header, ...guests.map((guest) => guestRow(guest, extras))], { bom: true });
}
