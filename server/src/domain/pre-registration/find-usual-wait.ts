import { and, desc, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preUserRequests } from '../../db/schema/index';

/** How many of the latest conversions the waiting time is taken over. */
export const USUAL_WAIT_SAMPLE = 30;
/** Fewer conversions than this say too little: the waiting screen then gives its fixed text. */
export const USUAL_WAIT_MIN_SAMPLE = 5;

/**
 * How long a couple usually waits for their event once the wizard is sent: the median, in whole
 * minutes (at least 1), of the time from the wizard sent to the event created over the latest
 * conversions an administrator made (the platform's own are instant and would say nothing of the
 * wait). Null when there are too few to tell.
 */
export async function findUsualWaitMinutes(db: Db): Promise<number | null> {
  const latest = db
    .select({
      seconds:
        sql<number>`greatest(0, extract(epoch from ${preUserRequests.convertedAt} - ${preUserRequests.eventInfoSentAt}))`.as(
          'seconds',
        ),
    })
    .from(preUserRequests)
    .where(
      and(
        isNotNull(preUserRequests.convertedAt),
        not(preUserRequests.autoPublished),
        isNotNull(preUserRequests.eventInfoSentAt),
      ),
    )
    .orderBy(desc(preUserRequests.convertedAt))
    .limit(USUAL_WAIT_SAMPLE)
    .as('latest');
  const [row] = await db
    .select({
      samples: sql<number>`count(*)`.mapWith(Number),
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${latest.seconds})`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(latest);
  if (!row || row.samples < USUAL_WAIT_MIN_SAMPLE || row.median === null) return null;
  return Math.max(1, Math.round(row.median / 60));
}
