import pg from 'pg';

export const LARGE_EVENT_SLUG = 'casamento-grande';
export const LARGE_EVENT = { gifts: 300, messages: 2000, gallery: 100 } as const;

/**
 * The large event of the bench (300 gifts, 2,000 messages, 100 gallery items), written in a few
 * bulk statements beside the demo event `templateSlug`, whose details, images and categories it
 * reuses, so its document is as rich as a real one (texts, address, image URLs on every gift).
 * Written once per run: the scenario that comes second (the event page's, after the front-end's)
 * finds it there and takes it as it is.
 */
export async function seedLargeEvent(
  databaseUrl: string,
  templateSlug: string,
): Promise<{ eventId: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const existing = await client.query<{ id: number }>('select id from events where slug = $1', [
      LARGE_EVENT_SLUG,
    ]);
    if (existing.rows[0]) return { eventId: existing.rows[0].id };
    await client.query('begin');
    const template = await client.query<{ id: number }>('select id from events where slug = $1', [
      templateSlug,
    ]);
    const templateId = template.rows[0]?.id;
    if (!templateId) throw new Error(`the demo event ${templateSlug} is missing`);
    const user = await client.query<{ id: number }>(
      `insert into users (first_name, last_name, email, phone_number, password_hash)
       select first_name, 'Grande', 'bench-grande@celebra.dev', phone_number, password_hash
       from users where id = (select user_id from events where id = $1) returning id`,
      [templateId],
    );
    const event = await client.query<{ id: number }>(
      `insert into events (user_id, event_category_id, title, subtitle, slug, color, title_description,
                           description, gift_delivery_preference, avatar_url, banner_url)
       select $2, event_category_id, 'Casamento de Júlia e Rafael', subtitle, $3, color, title_description,
              description, gift_delivery_preference, avatar_url, banner_url
       from events where id = $1 returning id`,
      [templateId, user.rows[0]?.id, LARGE_EVENT_SLUG],
    );
    const eventId = Number(event.rows[0]?.id);
    await client.query('insert into event_settings (event_id) values ($1)', [eventId]);
    await client.query(
      `insert into event_details (event_id, event_date, start_time, end_time, event_type, event_location,
                                  postal_code, full_address, latitude, longitude, transmission,
                                  transmission_link, transmission_password)
       select $2, event_date, start_time, end_time, event_type, event_location, postal_code, full_address,
              latitude, longitude, transmission, transmission_link, transmission_password
       from event_details where event_id = $1`,
      [templateId, eventId],
    );
    // Gifts: new catalogue entries, named and priced apart, with the demo gifts' images and
    // categories; as a real list mixes them, every tenth in 20 cotas (some already given, a few all
    // of them), every 25th a free amount, every sixth an item wanted twice (some given, some gone).
    await client.query(
      `with source as (
         select g.image_url, g.event_category_id, row_number() over (order by g.id) as n, count(*) over () as total
         from gifts g join event_gifts eg on eg.gift_id = g.id where eg.event_id = $1
       ), created as (
         insert into gifts (name, description, price_cents, image_url, event_category_id)
         select 'Presente número ' || i, 'Um presente da lista grande, de número ' || i || '.',
                2990 + (i * 7919) % 150000, s.image_url, s.event_category_id
         from generate_series(1, $3::int) as i
         join source s on s.n = 1 + (i % s.total)
         returning id, price_cents
       ), numbered as (
         select id, price_cents, (row_number() over (order by id))::int as n from created
       )
       insert into event_gifts (event_id, gift_id, kind, price_cents, quantity, claimed, position)
       select $2, id,
              case when n % 10 = 0 then 'cotas' when n % 25 = 1 then 'free' else 'item' end,
              case when n % 10 = 0 then 10000 + (n % 7) * 2500 when n % 25 = 1 then 5000 end,
              case when n % 10 = 0 then 20 when n % 25 = 1 then null when n % 6 = 0 then 2 end,
              case when n % 10 = 0 then n % 21 when n % 6 = 0 then (n / 6) % 3 else 0 end,
              n - 1
       from numbered`,
      [templateId, eventId, LARGE_EVENT.gifts],
    );
    await client.query(
      `insert into event_messages (event_id, first_name, last_name, email, message, created_at)
       select $1, 'Convidado', 'Número ' || i, 'convidado' || i || '@exemplo.com.br',
              'Felicidades ao casal! Que a vida a dois seja cheia de alegria. Recado ' || i || '.',
              now() - (i || ' minutes')::interval
       from generate_series(1, $2::int) as i`,
      [eventId, LARGE_EVENT.messages],
    );
    await client.query(
      `with source as (
         select type, url, storage_key, row_number() over (order by id) as n, count(*) over () as total
         from event_gallery where event_id = $1
       )
       insert into event_gallery (event_id, type, url, storage_key, created_at)
       select $2, s.type, s.url, s.storage_key, now() - (i || ' seconds')::interval
       from generate_series(1, $3::int) as i join source s on s.n = 1 + (i % s.total)`,
      [templateId, eventId, LARGE_EVENT.gallery],
    );
    await client.query('commit');
    await client.query('analyze');
    return { eventId };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
