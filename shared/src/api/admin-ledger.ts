/** The money ledger: the administrator's statement (extrato) of a period, as a CSV file. */
import { z } from 'zod';
import { LEDGER_PERIOD_ORDER_MESSAGE, LEDGER_PERIOD_TOO_LONG_MESSAGE } from '../messages/ledger';
import { isoDateField } from '../validation/fields';
import { isIsoDate } from '../validation/patterns';

/** The longest period one export covers, both days included: a leap year. */
export const LEDGER_EXPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/**
 * GET /admin/ledger/export?from=YYYY-MM-DD&to=YYYY-MM-DD: both days included, in the platform's
 * time zone (Brasília). The end may not come before the start, nor more than 366 days after it.
 */
export const ZAdminExportLedgerQuerySchema = z
  .object({ from: isoDateField('from'), to: isoDateField('to') })
  .superRefine(({ from, to }, ctx) => {
    // A bad day was already reported on its own field.
    if (!isIsoDate(from) || !isIsoDate(to)) return;
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: LEDGER_PERIOD_ORDER_MESSAGE });
    else if (days > LEDGER_EXPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: LEDGER_PERIOD_TOO_LONG_MESSAGE });
  });
export type TAdminExportLedgerQuery = z.input<typeof ZAdminExportLedgerQuerySchema>;

/** The CSV text itself (text/csv): a header row, then one row per entry, oldest first. */
export const ZAdminExportLedgerResponseSchema = z.string();
export type TAdminExportLedgerResponse = z.infer<typeof ZAdminExportLedgerResponseSchema>;
