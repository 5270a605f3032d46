import type pg from 'pg';
import { GIFT_SPREAD, KINDS, type Kind, MIN_GIFTS } from './scale-catalogue';
import type { Hosts } from './scale-hosts';
import { DAY_MS, type Random } from './scale-random';
import { titleOf } from './scale-titles';
import { CITIES, DESCRIPTIONS, EVENT_COLORS, PLATFORMS, STREETS, SUBTITLES, VENUES } from './scale-words';

const DELIVERY = ['weekOfParty', 'weekAfterParty', 'cash', null] as const;
const START_TIMES = [
  '10:00',
  '11:30',
  '12:00',
  '14:00',
  '15:00',
  '16:00',
  '18:00',
  '19:00',
  '19:30',
  '20:00',
];

/** When each event is created and by whom: every host's first event soon after signing up, the rest later. */
function plan(random: Random, hosts: Hosts, count: number, now: number): { hostIndex: number; at: number }[] {
  const planned: { hostIndex: number; at: number }[] = [];
  for (let index = 0; index < count; index++) {
    const hostIndex = index < hosts.count ? index : random.below(hosts.count);
    const signedUp = hosts.signedUpAt[hostIndex] as number;
    const at =
      index < hosts.count
        ? signedUp + random.next() * 3 * DAY_MS
        : signedUp + random.next() * (now - signedUp);
    planned.push({ hostIndex, at: Math.min(Math.floor(at), now - 60_000) });
  }
  // Ids follow creation order, as the identity column gives them.
  return planned.sort((a, b) => a.at - b.at);
}

function kindOf(random: Random): Kind {
  let draw = random.next();
  for (const { kind, share } of KINDS) {
    draw -= share;
    if (draw < 0) return kind;
  }
  return 1;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * `count` events of `hosts`, created over the hosts' years, through the staging table
 * scale_events (g, id, kind, created_at...) that their rows (insertEventRows) and the purchases
 * are then drawn from. Ids follow the current maximum.
 */
export async function insertEvents(
  client: pg.Client,
  random: Random,
  hosts: Hosts,
  count: number,
  now: number,
): Promise<{ firstId: number }> {
  const { rows } = await client.query<{ max: number }>('select coalesce(max(id), 0)::int as max from events');
  const firstId = (rows[0]?.max ?? 0) + 1;
  const c: Record<string, unknown[]> = {};
  const push = (name: string, value: unknown) => {
    const column = c[name] ?? [];
    column.push(value);
    c[name] = column;
  };
  plan(random, hosts, count, now).forEach(({ hostIndex, at }, index) => {
    const kind = kindOf(random);
    const [title, slug] = titleOf(random, kind, firstId + index);
    const eventDay = at + (20 + random.below(340)) * DAY_MS;
    const undated = random.chance(0.08);
    const virtual = !undated && random.chance(0.15);
    const [city, uf, cep] = random.pick(CITIES);
    const [platform, link] = random.pick(PLATFORMS);
    const start = random.pick(START_TIMES);
    push('kind', kind);
    push('user_id', hosts.firstId + hostIndex);
    push('title', title);
    push('subtitle', random.pick(SUBTITLES));
    push('slug', slug);
    push('active', eventDay > now - 180 * DAY_MS ? !random.chance(0.08) : random.chance(0.45));
    push('color', random.pick(EVENT_COLORS));
    push('intro', random.chance(0.5) ? 'Sejam bem-vindos!' : null);
    push('description', random.chance(0.6) ? random.pick(DESCRIPTIONS) : null);
    push('delivery', random.pick(DELIVERY));
    push('created', new Date(at).toISOString());
    push('updated', new Date(Math.min(now, at + random.next() * 30 * DAY_MS)).toISOString());
    push('event_date', undated ? null : day(eventDay));
    push('start_time', undated ? null : start);
    push(
      'end_time',
      undated ? null : `${String(Number(start.slice(0, 2)) + 3).padStart(2, '0')}${start.slice(2)}`,
    );
    push('format', virtual ? 'virtual' : 'in-person');
    push('venue', undated || virtual ? null : random.pick(VENUES));
    push(
      'address',
      undated || virtual ? null : `${random.pick(STREETS)}, ${1 + random.below(2000)} - ${city} - ${uf}`,
    );
    push('cep', undated || virtual ? null : `${cep}-${String(random.below(1000)).padStart(3, '0')}`);
    push('transmission', virtual ? platform : null);
    push('link', virtual ? `${link}${slug.slice(0, 12)}` : null);
    push('password', random.chance(0.05) ? `festa${random.below(10_000)}` : null);
  });

  const names = Object.keys(c);
  const types: Record<string, string> = { kind: 'int', user_id: 'int', active: 'bool', event_date: 'date' };
  Object.assign(types, { created: 'timestamptz', updated: 'timestamptz' });
  await client.query(
    `create unlogged table scale_events as
     select ($1::int + ordinality - 1)::int as id, (ordinality)::int as g, t.*
     from unnest(${names.map((name, i) => `$${i + 2}::${types[name] ?? 'text'}[]`).join(', ')})
       with ordinality as t(${names.map((name) => `"${name}"`).join(', ')}, ordinality)`,
    [firstId, ...names.map((name) => c[name])],
  );
  await client.query('alter table scale_events add primary key (id); analyze scale_events');
  await client.query(`
    insert into events (id, user_id, event_category_id, title, subtitle, slug, active, color,
      title_description, description, gift_delivery_preference, created_at, updated_at)
    overriding system value
    select e.id, e.user_id, k.category_id, e.title, e.subtitle, e.slug, e.active, e.color, e.intro,
      e.description, e.delivery::gift_delivery_preference, e.created, e.updated
    from scale_events e join scale_kinds k using (kind) order by e.id`);
  await client.query(`select setval(pg_get_serial_sequence('events', 'id'), (select max(id) from events))`);
  return { firstId };
}

/**
 * What the wizards create with each event of scale_events: its details, its settings and its
 * gift list: MIN_GIFTS + g mod GIFT_SPREAD gifts of its kind's pool.
 */
export async function insertEventRows(client: pg.Client): Promise<void> {
  await client.query(`
    insert into event_details (event_id, event_date, start_time, end_time, event_type, event_location,
      full_address, postal_code, transmission, transmission_link, created_at, updated_at)
    select id, event_date, start_time, end_time, format::event_format, venue, address, cep, transmission, link, created, updated
    from scale_events order by id`);
  await client.query(`
    insert into event_settings (event_id, password, created_at, updated_at)
    select id, password, created, created from scale_events order by id`);
  // Gift k of event g is slot (7g + k) mod pool of its kind's pool: distinct for k < pool size.
  await client.query(
    `insert into event_gifts (event_id, gift_id, created_at)
     select e.id, sg.gift_id, e.created
     from scale_events e
     join scale_kinds k using (kind)
     cross join lateral generate_series(0, $1::int - 1 + e.g % $2::int) as s(k)
     join scale_gifts sg on sg.kind = e.kind and sg.slot = (e.g * 7 + s.k) % k.pool_size
     order by e.id, s.k`,
    [MIN_GIFTS, GIFT_SPREAD],
  );
}
