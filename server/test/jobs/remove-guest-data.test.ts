import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, eventDetails, events, guests, SETTINGS_ID, settings } from '../../src/db/schema/index';
import { jobSchedules } from '../../src/jobs/job-schedules';
import { removeGuestData } from '../../src/jobs/remove-guest-data/remove-guest-data';
import { eventTotals, personalColumns, seedGuestData } from '../domain/privacy/seed-guest-data';
import { createTestUser } from '../helpers/accounts';
import { build } from '../helpers/build';

const t = await build();

/** The job's clock. */
const NOW = new Date('2027-06-15T06:15:00Z');

/** An event dated `eventDate` ('YYYY-MM-DD', null: never set) with one guest's traces. */
async function pastEvent(eventDate: string | null, createdAt = new Date('2026-01-10T12:00:00Z')) {
  const host = await createTestUser(t.db, { event: { createdAt } });
  if (!host.event) throw new Error('event not created');
  const eventId = host.event.id;
  const [details] = await t.db.select().from(eventDetails).where(eq(eventDetails.eventId, eventId));
  if (details) await t.db.update(eventDetails).set({ eventDate }).where(eq(eventDetails.eventId, eventId));
  else await t.db.insert(eventDetails).values({ eventId, eventDate });
  await seedGuestData(t.db, eventId, { email: `guest-${eventId}@example.com`, phone: '(11) 91234-5678' });
  return eventId;
}

const removedAt = async (eventId: number) =>
  (await t.db.select({ at: events.guestDataRemovedAt }).from(events).where(eq(events.id, eventId)))[0]?.at;

const auditRows = (eventId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'event.guest-data-removed'), eq(auditLog.entityId, String(eventId))));

async function setRetentionMonths(months: number) {
  await t.db
    .insert(settings)
    .values({ id: SETTINGS_ID, guestDataRetentionMonths: months })
    .onConflictDoUpdate({ target: settings.id, set: { guestDataRetentionMonths: months } });
}

describe('remove-guest-data', () => {
  it('runs every day at 06:15 UTC', () => {
    expect(jobSchedules(t.config).find((job) => job.name === 'remove-guest-data')?.cron).toBe('15 6 * * *');
  });

  it('anonymises the events older than the retention, once, with an audit row of counts only', async () => {
    await setRetentionMonths(12);
    const expired = await pastEvent('2026-06-13');
    const recent = await pastEvent('2026-06-16');
    const totalsBefore = await eventTotals(t.db, expired);

    const run = await removeGuestData(t.app, { now: NOW });

    expect(run).toMatchObject({ retentionMonths: 12, failed: 0, stoppedEarly: false });
    expect(run.events).toBeGreaterThanOrEqual(1);
    expect(await removedAt(expired)).toEqual(NOW);
    expect(await removedAt(recent)).toBeNull();
    expect(await eventTotals(t.db, expired)).toEqual(totalsBefore);
    const expiredRows = await personalColumns(t.db, expired);
    expect(expiredRows.guests[0]).toMatchObject({ firstName: 'Convidado', email: '', phoneNumber: '' });
    expect(expiredRows.messages[0]?.message).toBe('[removido]');
    expect(expiredRows.purchases[0]).toMatchObject({ guestName: '', guestEmail: '', status: 'APPROVED' });
    expect((await personalColumns(t.db, recent)).guests[0]?.firstName).toBe('Bia');

    const audit = await auditRows(expired);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'system',
      actorLabel: 'Celebra',
      entityType: 'event',
      after: { guests: 1, messages: 1, purchases: 1 },
    });
    expect(JSON.stringify(audit[0])).not.toContain('example.com');

    // The next day's run finds the event done: nothing again, no second audit row.
    await removeGuestData(t.app, { now: new Date(NOW.getTime() + 24 * 60 * 60_000) });
    expect(await removedAt(expired)).toEqual(NOW);
    expect(await auditRows(expired)).toHaveLength(1);
  });

  it('counts an event without a date from its creation, and follows the retention setting', async () => {
    await setRetentionMonths(3);
    const undatedOld = await pastEvent(null, new Date('2027-03-01T12:00:00Z'));
    const undatedNew = await pastEvent(null, new Date('2027-03-20T12:00:00Z'));

    const run = await removeGuestData(t.app, { now: NOW });

    expect(run.retentionMonths).toBe(3);
    expect(await removedAt(undatedOld)).toEqual(NOW);
    expect(await removedAt(undatedNew)).toBeNull();
  });

  it('works through at most the batch per run, the oldest first', async () => {
    await setRetentionMonths(1);
    const older = await pastEvent('2025-01-01');
    const newer = await pastEvent('2025-02-01');
    // Events from the earlier tests that are now past a month too.
    const pending = await t.db.select({ id: events.id }).from(events);

    const first = await removeGuestData(t.app, { now: NOW, limit: 1 });
    expect(first.events).toBe(1);
    expect(await removedAt(older)).toEqual(NOW);
    expect(await removedAt(newer)).toBeNull();

    await removeGuestData(t.app, { now: NOW, limit: pending.length });
    expect(await removedAt(newer)).toEqual(NOW);
    const left = await t.db.select({ id: guests.id }).from(guests).where(eq(guests.firstName, 'Bia'));
    expect(left).toEqual([]);
  });
});
