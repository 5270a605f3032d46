import { describe, expect, it } from 'vitest';
import { preRegisterTokens, preUserRequests } from '../../src/db/schema/index';
import { expirePreRegistrations } from '../../src/domain/pre-registration/expire-pre-registrations';
import { jobSchedules } from '../../src/jobs/job-schedules';
import { build } from '../helpers/build';

const t = await build();
const HOUR = 3_600_000;
const now = new Date();
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);

/** A pre-registration made `hours` ago, with whatever else it has. */
async function preRegistration(
  name: string,
  hours: number,
  more: Partial<typeof preUserRequests.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(preUserRequests)
    .values({
      firstName: name,
      lastName: 'Lima',
      email: `${name.toLowerCase()}@example.com`,
      phoneNumber: '(11) 91234-5678',
      passwordHash: 'hash',
      createdAt: hoursAgo(hours),
      updatedAt: hoursAgo(hours),
      ...more,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

const remaining = async () =>
  (await t.db.select({ firstName: preUserRequests.firstName }).from(preUserRequests))
    .map(({ firstName }) => firstName)
    .sort();

describe('expiring the pre-registrations nobody can use any more', () => {
  it('deletes the unverified, unpaid ones past 24 h and keeps the recent, verified, paid or checked-out ones', async () => {
    const expired = await preRegistration('Antiga', 25);
    await t.db.insert(preRegisterTokens).values({
      preUserRequestId: expired.id,
      tokenHash: 'a'.repeat(64),
      expiresAt: new Date(now.getTime() + 24 * HOUR),
    });
    await preRegistration('Recente', 23);
    await preRegistration('Verificada', 48, { emailVerifiedAt: hoursAgo(47) });
    await preRegistration('Paga', 48, { paymentStatus: 'APPROVED', providerPaymentId: 'pay-1' });
    await preRegistration('Notificada', 48, { providerPaymentId: 'pay-2' });
    await preRegistration('Cancelada', 48, { paymentStatus: 'CANCELLED' });
    // A fee checkout opened 10 h ago may still be paid: kept until the checkout has expired too.
    await preRegistration('Checkout', 30, { providerPreferenceId: 'pref-1', updatedAt: hoursAgo(10) });
    await preRegistration('Abandonada', 50, { providerPreferenceId: 'pref-2', updatedAt: hoursAgo(49) });

    const result = await expirePreRegistrations(t.db, { now, checkoutExpirationHours: 24 });

    expect(result).toEqual({ deleted: 2 });
    expect(await remaining()).toEqual([
      'Cancelada',
      'Checkout',
      'Notificada',
      'Paga',
      'Recente',
      'Verificada',
    ]);
    // The browser proofs of the deleted request went with it.
    expect(await t.db.select().from(preRegisterTokens)).toHaveLength(0);

    // Nothing left to expire: a second run deletes nothing.
    expect(await expirePreRegistrations(t.db, { now, checkoutExpirationHours: 24 })).toEqual({ deleted: 0 });
  });

  it('is a scheduled job, every hour at minute 30, whose output is the count', async () => {
    await preRegistration('Esquecida', 30);
    const job = jobSchedules(t.config).find(({ name }) => name === 'expire-pre-registrations');
    expect(job?.cron).toBe('30 * * * *');
    expect(await job?.run(t.app, new AbortController().signal)).toEqual({ deleted: 1 });
    expect(await remaining()).not.toContain('Esquecida');
  });
});
