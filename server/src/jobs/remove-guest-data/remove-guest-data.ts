import { findExpiredEvents, findRetentionMonths } from '../../domain/privacy/find-expired-events';
import { removeEventGuestData } from '../../domain/privacy/remove-event-guest-data';
import type { Services } from '../../domain/services';

/** What one run did, kept by the queue as the job's output and logged. */
export type RemoveGuestDataRun = {
  /** settings.guestDataRetentionMonths at the run. */
  retentionMonths: number;
  /** Events whose guests' data was removed. */
  events: number;
  /** Rows anonymised, over those events. */
  guests: number;
  messages: number;
  purchases: number;
  /** Events the database failed for; the others went on, and the next run tries them again. */
  failed: number;
  /** The process is stopping: the run ended after the event in hand. */
  stoppedEarly: boolean;
};

export type RemoveGuestDataOptions = {
  now: Date;
  signal?: AbortSignal;
  /** At most this many events per run; a backlog is worked through over the following days. */
  limit?: number;
};

export const REMOVE_GUEST_DATA_BATCH = 200;

/**
 * `remove-guest-data`: the guests' personal data of events past the retention period
 * (settings.guestDataRetentionMonths after the event's date) is anonymised, each event in its own
 * transaction with its audit row. The rows stay, so the host's totals and the books still add up.
 */
export async function removeGuestData(
  services: Pick<Services, 'db' | 'log'>,
  { now, signal, limit = REMOVE_GUEST_DATA_BATCH }: RemoveGuestDataOptions,
): Promise<RemoveGuestDataRun> {
  const retentionMonths = await findRetentionMonths(services.db);
  const eventIds = await findExpiredEvents(services.db, { now, months: retentionMonths, limit });
  const run: RemoveGuestDataRun = {
    retentionMonths,
    events: 0,
    guests: 0,
    messages: 0,
    purchases: 0,
    failed: 0,
    stoppedEarly: false,
  };
  for (const eventId of eventIds) {
    if (signal?.aborted) {
      run.stoppedEarly = true;
      break;
    }
    try {
      const counts = await removeEventGuestData(services.db, eventId, now);
      if (!counts) continue;
      run.events++;
      run.guests += counts.guests;
      run.messages += counts.messages;
      run.purchases += counts.purchases;
    } catch (error) {
      run.failed++;
      // The event's id and the error's kind: no database value.
      services.log.error(
        { job: 'remove-guest-data', eventId, error: error instanceof Error ? error.name : 'unknown' },
        'guest data removal failed',
      );
    }
  }
  return run;
}
