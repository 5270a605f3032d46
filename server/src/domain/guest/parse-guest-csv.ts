import type { TGuestImportColumn, TGuestImportField } from '@celebra/shared/api';
import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import { GUEST_EMAIL_PATTERN, GUEST_MESSAGES, PHONE_PATTERN } from '@celebra/shared/validation';
import { parse } from 'csv-parse/sync';
import { DomainError } from '../errors/domain-error';

/** The most rows one file may bring: a party's list, not a mailing list. */
export const IMPORT_MAX_ROWS = 1000;

export type ImportedGuest = {
  /** The row's line in the file (the header is line 1). */
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
};

export type ImportProblem = { line: number; message: string };

type Column = TGuestImportField;

/** Header names as people write them, compared without case, accents, spaces or dashes. */
const HEADERS: Record<string, Column> = {
  nome: 'firstName',
  primeironome: 'firstName',
  sobrenome: 'lastName',
  email: 'email',
  telefone: 'phoneNumber',
  whatsapp: 'phoneNumber',
  celular: 'phoneNumber',
};

export type ParsedGuestCsv = {
  /** Each header of the file and the field it fills (null: ignored), for the preview. */
  columns: TGuestImportColumn[];
  guests: ImportedGuest[];
  problems: ImportProblem[];
};

/**
 * Reads a guest list CSV: the delimiter (';', as spreadsheets in Brazil save, or ',') is the one
 * the header line uses more; a byte-order mark is dropped; the header names the columns (Nome is
 * required; a single Nome column with full names is split at the first space). Each row is then
 * checked on its own (name, e-mail, phone, one of the two, no character the file's decoding lost)
 * and phones are brought to '(NN) NNNNN-NNNN'. A file with no header or no rows, or that is not
 * CSV at all, is a 400; row problems are returned, by line, for the host to fix.
 */
export function parseGuestCsv(csv: string): ParsedGuestCsv {
  const text = csv.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(text.split(/\r?\n/, 1)[0] ?? '');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw new DomainError('invalid', GUEST_LIST_MESSAGES.importUnreadable);
  }
  const [header, ...rows] = records;
  if (!header) throw new DomainError('invalid', GUEST_LIST_MESSAGES.importEmpty);
  const columns = header.record.map((name) => HEADERS[normalizeHeader(name)]);
  const mapping = header.record.map((name, index) => ({ header: name, field: columns[index] ?? null }));
  if (!columns.includes('firstName'))
    throw new DomainError('invalid', GUEST_LIST_MESSAGES.importNoNameColumn);
  const dataRows = rows.filter(({ record }) => record.some((cell) => cell !== ''));
  if (dataRows.length === 0) throw new DomainError('invalid', GUEST_LIST_MESSAGES.importEmpty);
  if (dataRows.length > IMPORT_MAX_ROWS) {
    throw new DomainError('invalid', GUEST_LIST_MESSAGES.importTooManyRows(IMPORT_MAX_ROWS));
  }
  const splitFullName = !columns.includes('lastName');
  const guests: ImportedGuest[] = [];
  const problems: ImportProblem[] = [];
  for (const { record, info } of dataRows) {
    // info.lines is the line the record ended on; a quoted cell may span lines, and the row's
    // line is where it started.
    const line = info.lines - (record.join('').match(/\n/g)?.length ?? 0);
    const cells: Record<Column, string> = { firstName: '', lastName: '', email: '', phoneNumber: '' };
    columns.forEach((column, index) => {
      if (column && cells[column] === '') cells[column] = (record[index] ?? '').trim();
    });
    if (splitFullName) {
      const [first = '', ...rest] = cells.firstName.split(/\s+/);
      cells.firstName = first;
      cells.lastName = rest.join(' ');
    }
    const message = rowProblem(cells);
    if (message) {
      problems.push({ line, message });
      continue;
    }
    guests.push({
      line,
      firstName: cells.firstName,
      lastName: cells.lastName,
      email: cells.email.toLowerCase(),
      phoneNumber: cells.phoneNumber === '' ? '' : (normalizePhone(cells.phoneNumber) ?? ''),
    });
  }
  return { columns: mapping, guests, problems };
}

/** ';' unless the header line has more commas (a header cell is a word, rarely either). */
function delimiterOf(headerLine: string): ';' | ',' {
  const count = (separator: string) => headerLine.split(separator).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

function rowProblem(cells: Record<Column, string>): string | undefined {
  // U+FFFD is what a decoder leaves for bytes it could not read: a name so garbled must not
  // reach the list nor the reminders.
  if (Object.values(cells).some((cell) => cell.includes('\uFFFD'))) return GUEST_LIST_MESSAGES.importGarbled;
  if (cells.firstName === '') return GUEST_MESSAGES.firstNameRequired;
  if (cells.email === '' && cells.phoneNumber === '') return GUEST_LIST_MESSAGES.importContactRequired;
  if (cells.email !== '' && !GUEST_EMAIL_PATTERN.test(cells.email)) return GUEST_MESSAGES.emailInvalid;
  if (cells.phoneNumber !== '' && normalizePhone(cells.phoneNumber) === undefined) {
    return GUEST_MESSAGES.phoneInvalid;
  }
  return undefined;
}

/**
 * A phone as people type it ('+55 11 91234-5678', '11912345678', '(11) 91234-5678') in the
 * platform's '(NN) NNNNN-NNNN', or undefined when it is not a mobile number the forms accept.
 */
export function normalizePhone(value: string): string | undefined {
  if (/[^\d\s()+.-]/.test(value)) return undefined;
  let digits = value.replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  const formatted =
    digits.length === 11
      ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`
      : digits.length === 10
        ? `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`
        : '';
  return PHONE_PATTERN.test(formatted) ? formatted : undefined;
}

function normalizeHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
