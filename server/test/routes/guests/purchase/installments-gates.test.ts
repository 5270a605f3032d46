import { describe, expect, it } from 'vitest';
import { SETTINGS_ID, settings } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { addGiftsToEvent, createHostEvent } from '../../../helpers/host-event';

// No payment provider configured: every call to it fails, as a provider that is down.
const t = await build();
await t.db.insert(settings).values({ id: SETTINGS_ID, percentageGift: 10, maxInstallments: 12 });

const installments = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/guests/purchase/installments', payload });

async function eventWithGift(settingsRow: { password?: string; showGiftList?: boolean } = {}) {
  const { event } = await createHostEvent(t.db, { settings: settingsRow });
  const [gift] = await addGiftsToEvent(t.db, event.id, [{ name: 'Panela', priceCents: 10_000 }]);
  return { eventId: event.id, items: [{ id: gift ?? 0, quantity: 1 }] };
}

describe('POST /api/guests/purchase/installments behind the site gates', () => {
  it('answers no options when the provider fails, which never stops the purchase', async () => {
    const { eventId, items } = await eventWithGift();

    const response = await installments({ eventId, items, coverFee: true });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, available: false, options: [] });
  });

  it("needs the site's password, as a purchase does", async () => {
    const { eventId, items } = await eventWithGift({ password: 'segredo1' });

    const without = await installments({ eventId, items, coverFee: true });
    expect(without.statusCode).toBe(401);
    const wrong = await installments({ eventId, items, coverFee: true, sitePassword: 'errada' });
    expect(wrong.statusCode).toBe(401);
    const right = await installments({ eventId, items, coverFee: true, sitePassword: 'segredo1' });
    expect(right.statusCode).toBe(200);
  });

  it('is closed with the gift list', async () => {
    const { eventId, items } = await eventWithGift({ showGiftList: false });

    const response = await installments({ eventId, items, coverFee: true });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: 'A lista de presentes deste evento não está disponível.',
    });
  });

  it('is rate-limited per address and event', async () => {
    const { eventId, items } = await eventWithGift();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await installments({ eventId, items, coverFee: true })).statusCode);

    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
