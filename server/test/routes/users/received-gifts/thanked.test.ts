import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, purchases } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

type Status = (typeof purchases.$inferSelect)['status'];

async function giftOf(eventId: number, status: Status = 'APPROVED', guestName = 'Carla Dias') {
  const [row] = await t.db
    .insert(purchases)
    .values({
      eventId,
      guestName,
      guestEmail: 'carla@example.com',
      guestMessage: 'Felicidades!',
      userAmountCents: 10_000,
      totalPriceCents: 10_500,
      percentage: 5,
      status,
    })
    .returning({ id: purchases.id });
  if (!row) throw new Error('no purchase');
  return row.id;
}

async function thankedAtOf(id: number) {
  const [row] = await t.db
    .select({ thankedAt: purchases.thankedAt })
    .from(purchases)
    .where(eq(purchases.id, id));
  return row?.thankedAt ?? null;
}

const urlOf = (eventId: number, purchaseId: number | string) =>
  `/api/users/events/${eventId}/received-gifts/${purchaseId}/thanked`;

describe('PUT /api/users/events/{eventId}/received-gifts/{purchaseId}/thanked', () => {
  it('marks an approved gift as thanked, keeps the first date on a second click, and takes it back', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const id = await giftOf(event.id);
    const ledgerOf = () => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, id));
    const ledger = await ledgerOf();
    const before = Date.now();

    const marked = await t.app.inject({
      method: 'PUT',
      url: urlOf(event.id, id),
      headers,
      payload: { thanked: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      success: true,
      message: 'Presente marcado como agradecido.',
      thankedAt: expect.any(String),
    });
    const stored = await thankedAtOf(id);
    expect(stored?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(marked.json().thankedAt).toBe(stored?.toISOString());

    const again = await t.app.inject({
      method: 'PUT',
      url: urlOf(event.id, id),
      headers,
      payload: { thanked: true },
    });
    expect(again.json().thankedAt).toBe(stored?.toISOString());

    const list = await t.app.inject({ url: `/api/users/events/${event.id}/received-gifts`, headers });
    expect(list.json().receivedGifts).toEqual([
      expect.objectContaining({ id, thankedAt: stored?.toISOString(), guestMessage: 'Felicidades!' }),
    ]);

    const undone = await t.app.inject({
      method: 'PUT',
      url: urlOf(event.id, id),
      headers,
      payload: { thanked: false },
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({
      success: true,
      message: 'Presente marcado como ainda não agradecido.',
      thankedAt: null,
    });
    expect(await thankedAtOf(id)).toBeNull();
    // A thank-you moves no money.
    expect(await ledgerOf()).toEqual(ledger);
  });

  it.each(['PENDING', 'RECUSED', 'CANCELLED'] as const)('refuses a %s gift with 400', async (status) => {
    const { event, headers } = await createHostEvent(t.db);
    const id = await giftOf(event.id, status);

    const response = await t.app.inject({
      method: 'PUT',
      url: urlOf(event.id, id),
      headers,
      payload: { thanked: true },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Só é possível marcar como agradecido um presente aprovado.',
    });
    expect(await thankedAtOf(id)).toBeNull();
  });

  it('answers 404 for a purchase of another event named under the host’s own event, or none at all', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const other = await createHostEvent(t.db);
    const elsewhere = await giftOf(other.event.id);

    for (const purchaseId of [elsewhere, 999_999_999]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: urlOf(event.id, purchaseId),
        headers,
        payload: { thanked: true },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Presente recebido não encontrado.' });
    }
    expect(await thankedAtOf(elsewhere)).toBeNull();
  });

  it("refuses without a host session, an administrator's token, and another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    const id = await giftOf(event.id);
    const request = { method: 'PUT' as const, url: urlOf(event.id, id), payload: { thanked: true } };

    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await thankedAtOf(id)).toBeNull();
  });

  it.each([
    [{}, 'Agradecido'],
    [{ thanked: 'sim' }, 'Agradecido'],
    [{ thanked: null }, 'Agradecido'],
  ])('refuses the body %j with a message naming the field', async (payload, field) => {
    const { event, headers } = await createHostEvent(t.db);
    const id = await giftOf(event.id);

    const response = await t.app.inject({ method: 'PUT', url: urlOf(event.id, id), headers, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().message).toContain(field);
  });

  it('refuses a purchase id that is not a number', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: urlOf(event.id, 'abc'),
      headers,
      payload: { thanked: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('ID do presente recebido');
  });
});

describe("the host's received gifts and the thank-you mark", () => {
  it('counts the approved gifts still to thank, whatever the filter', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const first = await giftOf(event.id);
    await giftOf(event.id);
    await giftOf(event.id, 'PENDING');
    await giftOf((await createHostEvent(t.db)).event.id);
    const countOf = async (status: string) =>
      (
        await t.app.inject({ url: `/api/users/events/${event.id}/received-gifts?status=${status}`, headers })
      ).json().unthankedCount;

    expect(await countOf('APPROVED')).toBe(2);
    expect(await countOf('PENDING')).toBe(2);
    await t.app.inject({ method: 'PUT', url: urlOf(event.id, first), headers, payload: { thanked: true } });
    expect(await countOf('ALL')).toBe(1);
  });

  it("hides an anonymous guest's e-mail", async () => {
    const { event, headers } = await createHostEvent(t.db);
    await giftOf(event.id, 'APPROVED', '');

    const list = await t.app.inject({ url: `/api/users/events/${event.id}/received-gifts`, headers });

    expect(list.json().receivedGifts).toEqual([expect.objectContaining({ guestName: '', guestEmail: null })]);
    expect(list.body).not.toContain('carla@example.com');
  });
});
