import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { erasePersonData } from '../../../src/domain/privacy/erase-person-data';
import { findPersonData } from '../../../src/domain/privacy/find-person-data';
import { createQueue } from '../../../src/jobs/create-queue';
import { enqueueMail } from '../../../src/mail/mail-queue';
import { connectTestDatabase, createTestDatabase } from '../../helpers/test-database';

const database = await createTestDatabase();
const { db, pool } = connectTestDatabase(database.url);
const queue = await createQueue({
  connectionString: database.url,
  logger: pino({ level: 'silent' }),
  schedules: false,
});
afterAll(async () => {
  await queue.stop();
  await pool.end();
});

const jobData = async (table: 'job' | 'archive', id: string) => {
  const { rows } = await db.execute<{ data: Record<string, unknown> }>(
    sql`select data from ${sql.raw(`pgboss.${table}`)} where id = ${id}`,
  );
  return rows[0]?.data;
};

describe('erasing a person reaches the mail queue', () => {
  it('deletes their waiting mails and clears their delivered and archived ones, leaving others alone', async () => {
    const mail = (to: string) => ({
      to,
      subject: 'Lembrete: confirme sua presença',
      text: `Olá, ${to.split('@')[0]}! Você foi convidada.`,
      kind: 'reminder' as const,
    });
    const waiting = await enqueueMail(queue.boss, mail('rita@example.com'));
    const delivered = await enqueueMail(queue.boss, mail('Rita@Example.com'));
    const archived = await enqueueMail(queue.boss, mail('rita@example.com'));
    const someoneElse = await enqueueMail(queue.boss, mail('bia@example.com'));
    // As pg-boss leaves them: one completed, one moved to the archive, both with their data.
    await db.execute(
      sql`update pgboss.job set state = 'completed', completed_on = now() where id in (${delivered}, ${archived})`,
    );
    await db.execute(sql`insert into pgboss.archive select *, now() from pgboss.job where id = ${archived}`);
    await db.execute(sql`delete from pgboss.job where id = ${archived}`);

    // The confirmation counts them: the waiting one, the delivered one and the archived one.
    expect((await findPersonData(db, { email: 'rita@example.com' })).erasure.mailJobs).toBe(3);

    const counts = await db.transaction((tx) =>
      erasePersonData(tx, { email: ' RITA@example.com ' }, new Date()),
    );

    expect(counts.mailJobs).toBe(3);
    expect((await findPersonData(db, { email: 'rita@example.com' })).erasure.mailJobs).toBe(0);

    expect(await jobData('job', waiting)).toBeUndefined();
    expect(await jobData('job', delivered)).toEqual({ kind: 'reminder' });
    expect(await jobData('archive', archived)).toEqual({ kind: 'reminder' });
    expect(await jobData('job', someoneElse)).toMatchObject({ to: 'bia@example.com' });
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select data from pgboss.job union all select data from pgboss.archive) j
          where data::text ilike '%rita%'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
