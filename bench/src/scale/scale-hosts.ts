import type pg from 'pg';
import { DAY_MS, type Random } from './scale-random';
import { AREA_CODES, FEMALE_NAMES, LAST_NAMES, MAIL_DOMAINS, MALE_NAMES } from './scale-words';

/**
 * The password of every scale host ('escala-2025'), hashed once as the server's hashPassword does
 * (argon2id, 19 MiB, 2 passes): a valid hash, so a bench may sign in as any of them.
 */
export const SCALE_HOST_PASSWORD = 'escala-2025';
const SCALE_HOST_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$pBtfAo5eZScQxSCUH8loqQ$+d1MlUP9b5yizupFDGoK6DUwBA0TyNTbcr7sU7jnGwI';

export type Hosts = {
  /** users.id of host h (1-based) is firstId + h − 1. */
  firstId: number;
  count: number;
  /** Sign-up instant of host h, ms since the epoch, at index h − 1 (ascending). */
  signedUpAt: number[];
};

/**
 * Sign-up instants over `years`, denser towards now (a growing platform): host h of n signs up at
 * start + span × √(h/n).
 */
function signUps(count: number, now: number, years: number): number[] {
  const span = years * 365 * DAY_MS;
  const start = now - span;
  return Array.from(
    { length: count },
    (_, index) => Math.floor(start + span * Math.sqrt((index + 1) / count)) - DAY_MS,
  );
}

/** `count` hosts (users) in one statement, ids after the current maximum. */
export async function insertHosts(
  client: pg.Client,
  random: Random,
  count: number,
  now: number,
): Promise<Hosts> {
  const { rows } = await client.query<{ max: number }>('select coalesce(max(id), 0)::int as max from users');
  const firstId = (rows[0]?.max ?? 0) + 1;
  const signedUpAt = signUps(count, now, 6);
  const columns = {
    firstName: [] as string[],
    lastName: [] as string[],
    email: [] as string[],
    phone: [] as string[],
    active: [] as boolean[],
    createdAt: [] as string[],
  };
  for (let index = 0; index < count; index++) {
    const first = random.pick(random.chance(0.6) ? FEMALE_NAMES : MALE_NAMES);
    const last = random.pick(LAST_NAMES);
    const last2 = random.pick(LAST_NAMES);
    const number = firstId + index;
    columns.firstName.push(first[0]);
    columns.lastName.push(random.chance(0.5) ? `${last[0]} ${last2[0]}` : last[0]);
    columns.email.push(`${first[1]}.${last[1]}${number}@${random.pick(MAIL_DOMAINS)}`);
    const subscriber = String(10_000_000 + random.below(90_000_000)).slice(-8);
    columns.phone.push(`(${random.pick(AREA_CODES)}) 9${subscriber.slice(0, 4)}-${subscriber.slice(4)}`);
    columns.active.push(!random.chance(0.03));
    columns.createdAt.push(new Date(signedUpAt[index] as number).toISOString());
  }
  await client.query(
    `insert into users (id, first_name, last_name, email, phone_number, password_hash, active, created_at, updated_at)
     overriding system value
     select $1::int + ordinality - 1, first_name, last_name, email, phone, $8, active, created_at, created_at
     from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::timestamptz[])
       with ordinality as t(first_name, last_name, email, phone, active, created_at, ordinality)`,
    [
      firstId,
      columns.firstName,
      columns.lastName,
      columns.email,
      columns.phone,
      columns.active,
      columns.createdAt,
      SCALE_HOST_PASSWORD_HASH,
    ],
  );
  await client.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  return { firstId, count, signedUpAt };
}
