import type { Db } from '../../src/db/client';
import {
  eventCategories,
  eventTypes,
  gifts,
  type NewEventCategory,
  type NewEventType,
  type NewGift,
  SETTINGS_ID,
  settings,
} from '../../src/db/schema/index';

/** Sets the platform's percentage on gifts (the settings row, created if missing). */
export async function setPercentageGift(db: Db, percentageGift: number): Promise<void> {
  await db
    .insert(settings)
    .values({ id: SETTINGS_ID, percentageGift })
    .onConflictDoUpdate({ target: settings.id, set: { percentageGift } });
}

/** An event type with one category. */
export async function createTestCategory(
  db: Db,
  overrides: { type?: Partial<NewEventType>; category?: Partial<NewEventCategory> } = {},
) {
  const [type] = await db
    .insert(eventTypes)
    .values({ name: 'Casamento', description: 'Festas de casamento', ...overrides.type })
    .returning();
  if (!type) throw new Error('type not created');
  const [category] = await db
    .insert(eventCategories)
    .values({ name: 'Cozinha', description: 'Utensílios', eventTypeId: type.id, ...overrides.category })
    .returning();
  if (!category) throw new Error('category not created');
  return { type, category };
}

/** `count` catalogue gifts in a category, priced 100.00, 110.00, … */
export async function createTestGifts(
  db: Db,
  eventCategoryId: number,
  count: number,
  overrides: Partial<NewGift> = {},
) {
  return db
    .insert(gifts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Presente ${i + 1}`,
        description: `Descrição ${i + 1}`,
        priceCents: 10_000 + i * 1_000,
        eventCategoryId,
        ...overrides,
      })),
    )
    .returning();
}
