import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';

const t = await build();

async function insertMessage(eventId: number, message: string, createdAt = new Date()) {
  const [row] = await t.db
    .insert(eventMessages)
    .values({ eventId, firstName: 'Rita', lastName: 'Lima', email: 'rita@example.com', message, createdAt })
    .returning();
  if (!row) throw new Error('no message');
  return row;
}

describe('GET /api/users/messages/{eventId}', () => {
  it("answers this event's messages, newest first", async () => {
    const { event, headers } = await createHostEvent(t.db);
    const first = await insertMessage(event.id, 'Primeiro', new Date('2030-01-01T00:00:00Z'));
    const second = await insertMessage(event.id, 'Segundo', new Date('2030-01-02T00:00:00Z'));
    await insertMessage((await createHostEvent(t.db)).event.id, 'De outro evento');

    const response = await t.app.inject({ url: `/api/users/messages/${event.id}`, headers });

    expect(response.statusCode).toBe(200);
    const common = { eventId: event.id, firstName: 'Rita', lastName: 'Lima', email: 'rita@example.com' };
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      messages: [
        { id: second.id, ...common, message: 'Segundo', createdAt: '2030-01-02T00:00:00.000Z' },
        { id: first.id, ...common, message: 'Primeiro', createdAt: '2030-01-01T00:00:00.000Z' },
      ],
    });
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/messages/${event.id}` });
    await expectOtherHost404(t, { url: `/api/users/messages/${event.id}` });
  });
});

describe('DELETE /api/users/messages/{eventId}/{messageId}', () => {
  it('removes the message', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const message = await insertMessage(event.id, 'Tchau');

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/messages/${event.id}/${message.id}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Recado removido com sucesso.' });
    expect(await t.db.select().from(eventMessages).where(eq(eventMessages.id, message.id))).toEqual([]);
  });

  it('answers 404 for a message of another event and keeps it', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const foreign = await insertMessage((await createHostEvent(t.db)).event.id, 'Fica');

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/messages/${event.id}/${foreign.id}`,
      headers,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Recado não encontrado.' });
    expect(await t.db.select().from(eventMessages).where(eq(eventMessages.id, foreign.id))).toHaveLength(1);
  });

  it("refuses without a host session, and another host's token removes nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const message = await insertMessage(event.id, 'Fica');
    const request = { method: 'DELETE' as const, url: `/api/users/messages/${event.id}/${message.id}` };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await t.db.select().from(eventMessages).where(eq(eventMessages.id, message.id))).toHaveLength(1);
  });
});
