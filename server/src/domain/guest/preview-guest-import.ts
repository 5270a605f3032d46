import { IMPORT_PREVIEW_ROWS, type TGuestImportColumn, type TGuestImportRow } from '@celebra/shared/api';
import type { Db } from '../../db/client';
import { findImportProblems } from './find-import-problems';
import { type ImportProblem, parseGuestCsv } from './parse-guest-csv';

export type ImportPreview = {
  columns: TGuestImportColumn[];
  guests: TGuestImportRow[];
  /** How many guests the import would store: none while any row has a problem. */
  total: number;
  errors: ImportProblem[];
};

/**
 * What importing the file would do, nothing stored: the columns as read, the first guests as
 * they would be stored and the count, or the problems that would refuse it. No lock is taken: the
 * import checks again under it, so a guest who answers in between is caught there.
 */
export async function previewGuestImport(db: Db, eventId: number, csv: string): Promise<ImportPreview> {
  const parsed = parseGuestCsv(csv);
  const errors = await findImportProblems(db, eventId, parsed);
  return {
    columns: parsed.columns,
    guests: parsed.guests.slice(0, IMPORT_PREVIEW_ROWS),
    total: errors.length > 0 ? 0 : parsed.guests.length,
    errors,
  };
}
