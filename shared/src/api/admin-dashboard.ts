import { z } from 'zod';
import { ZAdminDashboardTotals } from '../models/dashboard';
import { ZEnvelope } from './common';

/** GET /admin/dashboard/retrieve. */
export const ZAdminDashboardResponseSchema = ZEnvelope.extend({
  totals: ZAdminDashboardTotals,
});
export type TAdminDashboardResponse = z.infer<typeof ZAdminDashboardResponseSchema>;

/** GET /admin/logs/error.txt: a plain-text download, the one answer without an envelope. */
export const ZAdminErrorLogResponseSchema = z.string();
