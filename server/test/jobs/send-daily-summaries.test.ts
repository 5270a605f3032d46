import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Event,
  eventMessages,
  events,
  guestCompanions,
  guests,
  purchases,
  users,
} from '../../src/db/schema/index';
import { jobSchedules } from '../../src/jobs/job-schedules';
import { sendDailySummaries } from '../../src/jobs/send-daily-summaries/send-daily-summaries';
import { createTestUser } from '../helpers/accounts';
import { build } from '../helpers/build';
import { readOutbox } from '../helpers/outbox';

const t = await build();

const HOUR = 60 * 60_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
/** The job's clock, a minute from now: everything the test wrote is before it. */
const runAt = (offsetMs = 0) => new Date(Date.now() + 60_000 + offsetMs);

/** A host with the daily summary on (unless told) and their active event. */
async function summaryHost(fields: Partial<typeof users.$inferInsert> = {}) {
  const host = await createTestUser(t.db, { notifyDailySummary: true, ...fields });
  if (!host.event) throw new Error('event not created');
  return { host, event: host.event };
}

/** An approved purchase: the database credits the host's share when it is written APPROVED. */
async function approvedGift(event: Event, userAmountCents: number, totalPriceCents: number) {
  await t.db.insert(purchases).values({
    eventId: event.id,
    guestName: 'Carla Dias',
    guestEmail: 'carla@example.com',
    userAmountCents,
    totalPriceCents,
    percentage: 5,
    status: 'APPROVED',
  });
}

async function message(event: Event, createdAt = new Date()) {
  await t.db.insert(eventMessages).values({
    eventId: event.id,
    firstName: 'João',
    lastName: 'Silva',
    email: 'joao@example.com',
    message: 'Felicidades!',
    createdAt,
  });
}

/** A guest's answer (null: invited, no answer) with `companions` people with them. */
async function guest(event: Event, attending: boolean | null, answeredAt: Date | null, companions = 0) {
  const [row] = await t.db
    .insert(guests)
    .values({
      eventId: event.id,
      firstName: 'Bia',
      lastName: 'Lima',
      email: 'bia@example.com',
      phoneNumber: '(11) 91234-5678',
      attending,
      answeredAt,
      invitedAt: attending === null ? new Date() : null,
    })
    .returning();
  for (let i = 0; i < companions; i++) {
    await t.db.insert(guestCompanions).values({ guestId: row?.id ?? 0, name: `Acompanhante ${i}`, age: 30 });
  }
}

const mailsTo = async (email: string) => (await readOutbox(t.config)).filter((mail) => mail.to === email);

describe('send-daily-summaries', () => {
  it('runs every day at 11:00 UTC (08:00 in Brasília)', () => {
    expect(jobSchedules(t.config).find((job) => job.name === 'send-daily-summaries')?.cron).toBe(
      '0 11 * * *',
    );
  });

  it("mails the day's gifts, messages and answers with the totals to date, once a day", async () => {
    const { host, event } = await summaryHost({ firstName: 'Ana' });
    const quiet = await summaryHost();
    const off = await summaryHost({ notifyDailySummary: false });
    // The day: two gifts (R$ 100,00 and R$ 52,50 for the host), two messages, two 'Vou' (one with
    // two companions), one 'Não poderei ir'; one guest still to answer.
    await approvedGift(event, 10_000, 10_500);
    await approvedGift(event, 5_250, 5_513);
    await message(event);
    await message(event);
    await guest(event, true, hoursAgo(2), 2);
    await guest(event, true, hoursAgo(1));
    await guest(event, false, hoursAgo(3));
    await guest(event, null, null);
    // Before the last 24 hours: counted in the totals only.
    await message(event, hoursAgo(30));
    await guest(event, true, hoursAgo(72), 1);
    // The host with the summary off had a day too; the quiet host's was long ago.
    await message(off.event);
    await message(quiet.event, hoursAgo(30));

    const run = await sendDailySummaries(t.app, { now: runAt() });

    expect(run).toMatchObject({ sent: 1, failed: 0, stoppedEarly: false });
    const [mail, ...others] = await mailsTo(host.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Resumo do dia: Casamento de Ana');
    expect(mail?.text).toContain('Olá, Ana!');
    expect(mail?.text).toMatch(/Presentes aprovados: 2 presentes, R\$\s152,50 para você\./);
    expect(mail?.text).toContain('Recados: 2 novos recados.');
    expect(mail?.text).toContain('Confirmações "Vou": 2 convidados (4 pessoas).');
    expect(mail?.text).toContain('Respostas "Não poderei ir": 1 convidado (1 pessoa).');
    expect(mail?.text).toContain('Pessoas confirmadas até agora: 6.');
    expect(mail?.text).toContain('Convidados que ainda não responderam: 1.');
    expect(mail?.text).toContain(t.config.appUrls.users);
    expect(await mailsTo(quiet.host.email)).toEqual([]);
    expect(await mailsTo(off.host.email)).toEqual([]);
    const [marked] = await t.db.select().from(users).where(eq(users.id, host.id));
    expect(marked?.dailySummarySentAt).toEqual(expect.any(Date));

    // The same day's run again (a retry, a second instance), even after something new: nothing.
    await message(event, runAt(HOUR / 2));
    const again = await sendDailySummaries(t.app, { now: runAt(HOUR) });
    expect(again).toMatchObject({ sent: 0, failed: 0 });
    expect(await mailsTo(host.email)).toHaveLength(1);

    // The next morning: only what happened since the last summary.
    const next = await sendDailySummaries(t.app, { now: runAt(24 * HOUR) });
    expect(next).toMatchObject({ sent: 1, failed: 0 });
    const latest = (await mailsTo(host.email)).at(-1);
    expect(latest?.text).toMatch(/Presentes aprovados: 0 presentes, R\$\s0,00 para você\./);
    expect(latest?.text).toContain('Recados: 1 novo recado.');
    expect(latest?.text).toContain('Confirmações "Vou": 0 convidados (0 pessoas).');
  });

  it('leaves out deactivated hosts and hosts without an active event', async () => {
    const inactive = await summaryHost({ active: false });
    const closed = await summaryHost();
    await t.db.update(events).set({ active: false }).where(eq(events.id, closed.event.id));
    await message(inactive.event);
    await message(closed.event);

    await sendDailySummaries(t.app, { now: runAt() });

    expect(await mailsTo(inactive.host.email)).toEqual([]);
    expect(await mailsTo(closed.host.email)).toEqual([]);
  });
});
