import { finalPriceCents } from '@celebra/shared/format';
import type pg from 'pg';
import { FALLBACK_GIFTS } from './scale-words';

/**
 * Each event lists 4 to 8 catalogue gifts (the wizards ask for at least 4): event g lists
 * MIN_GIFTS + g mod GIFT_SPREAD of them.
 */
export const MIN_GIFTS = 4;
export const GIFT_SPREAD = 5;
const MAX_GIFTS = MIN_GIFTS + GIFT_SPREAD - 1;

/** The kinds of event, by the catalogue's event type they are filed under, and their share of events. */
export const KINDS = [
  { kind: 1, typeName: 'Casamento', share: 0.4 },
  { kind: 2, typeName: 'Chá de Bebê', share: 0.2 },
  { kind: 3, typeName: 'Chá de Panela', share: 0.15 },
  { kind: 4, typeName: 'Aniversário', share: 0.15 },
  { kind: 5, typeName: 'Casa Nova', share: 0.1 },
] as const;

export type Kind = (typeof KINDS)[number]['kind'];

type CatalogueGift = { id: number; name: string; priceCents: number; typeName: string; categoryId: number };

async function activeGifts(client: pg.Client): Promise<CatalogueGift[]> {
  const { rows } = await client.query<CatalogueGift>(`
    select g.id, g.name, g.price_cents as "priceCents", t.name as "typeName", c.id as "categoryId"
    from gifts g
    join event_categories c on c.id = g.event_category_id and c.active
    join event_types t on t.id = c.event_type_id and t.active
    where g.active
    order by g.id`);
  return rows;
}

/** A minimal catalogue for a database without the demo seed: one type, one category, a dozen gifts. */
async function insertFallbackCatalogue(client: pg.Client): Promise<void> {
  const type = await client.query<{ id: number }>(
    `insert into event_types (name, description) values ('Casamento', 'Lista de presentes de casamento.')
     returning id`,
  );
  const category = await client.query<{ id: number }>(
    `insert into event_categories (name, description, event_type_id)
     values ('Lista Clássica', 'Casa, cozinha, cama, mesa e banho.', $1) returning id`,
    [type.rows[0]?.id],
  );
  await client.query(
    `insert into gifts (name, description, price_cents, event_category_id)
     select name, 'Presente da lista clássica.', price, $3 from unnest($1::text[], $2::int[]) as t(name, price)`,
    [FALLBACK_GIFTS.map(([name]) => name), FALLBACK_GIFTS.map(([, price]) => price), category.rows[0]?.id],
  );
}

/**
 * The gift pool of each kind of event, in the staging tables the bulk statements join:
 * scale_kinds (kind, pool_size, category_id) and scale_gifts (kind, slot, gift_id, name,
 * price_cents, final_cents). A kind uses the active gifts of its event type when there are enough
 * for a list, else the whole catalogue. `final_cents` is what a guest pays per unit, computed by
 * the very function the purchase route uses, at the platform's current percentage.
 */
export async function prepareCatalogue(client: pg.Client, percentageGift: number): Promise<number> {
  let gifts = await activeGifts(client);
  if (gifts.length < MAX_GIFTS) {
    await insertFallbackCatalogue(client);
    gifts = await activeGifts(client);
  }
  const kinds: number[] = [];
  const poolSizes: number[] = [];
  const categoryIds: (number | null)[] = [];
  const giftColumns = {
    kind: [] as number[],
    slot: [] as number[],
    id: [] as number[],
    name: [] as string[],
  };
  const prices = { price: [] as number[], final: [] as number[] };
  for (const { kind, typeName } of KINDS) {
    const own = gifts.filter((gift) => gift.typeName === typeName);
    const pool = own.length >= MAX_GIFTS ? own : gifts;
    kinds.push(kind);
    poolSizes.push(pool.length);
    categoryIds.push(own[0]?.categoryId ?? null);
    pool.forEach((gift, slot) => {
      giftColumns.kind.push(kind);
      giftColumns.slot.push(slot);
      giftColumns.id.push(gift.id);
      giftColumns.name.push(gift.name);
      prices.price.push(gift.priceCents);
      prices.final.push(finalPriceCents(gift.priceCents, percentageGift));
    });
  }
  await client.query(`
    create unlogged table scale_kinds (kind int primary key, pool_size int not null, category_id int);
    create unlogged table scale_gifts (
      kind int, slot int, gift_id int not null, name text not null, price_cents int not null,
      final_cents int not null, primary key (kind, slot))`);
  await client.query(`insert into scale_kinds select * from unnest($1::int[], $2::int[], $3::int[])`, [
    kinds,
    poolSizes,
    categoryIds,
  ]);
  await client.query(
    `insert into scale_gifts select * from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::int[], $6::int[])`,
    [giftColumns.kind, giftColumns.slot, giftColumns.id, giftColumns.name, prices.price, prices.final],
  );
  await client.query('analyze scale_kinds; analyze scale_gifts');
  return gifts.length;
}
