import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests } from '../../../../src/db/schema/index';
import { REMINDERS_PER_GUEST_PER_DAY } from '../../../../src/domain/guest/remind-guests';
import { build } from '../../../helpers/build';
import { createHostEvent } from '../../../helpers/host-event';
import { readOutbox } from '../../../helpers/outbox';

const t = await build();

let counter = 0;
async function guestsOf(eventId: number, count: number) {
  const rows = Array.from({ length: count }, () => {
    counter += 1;
    return {
      eventId,
      firstName: 'Rita',
      lastName: 'Lima',
      email: `rita${counter}@example.com`,
      phoneNumber: '',
      attending: null,
      invitedAt: new Date(),
    };
  });
  return t.db.insert(guests).values(rows).returning();
}

const remindAll = (eventId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/users/guests/${eventId}/remind`, headers });
const mailsTo = async (address: string) => (await readOutbox(t.config)).filter((mail) => mail.to === address);
const WORD_JOINER = /\u2060/g;

describe('reminders held to the event’s day allowance', () => {
  it('stops at twice the guest list a day however the host re-imports it', async () => {
    const { event, headers } = await createHostEvent(t.db);
    await guestsOf(event.id, 3);
    expect((await remindAll(event.id, headers)).json().sent).toBe(3);
    // The host deletes and re-imports the same three (fresh rows, never reminded), again and again.
    let sent = 3;
    for (let round = 0; round < 3; round++) {
      await t.db.delete(guests).where(eq(guests.eventId, event.id));
      await guestsOf(event.id, 3);
      sent += (await remindAll(event.id, headers)).json().sent;
    }
    expect(sent).toBe(REMINDERS_PER_GUEST_PER_DAY * 3);

    // One by one too: the day's allowance is spent.
    const [guest] = await guestsOf(event.id, 1);
    await t.db.delete(guests).where(sql`${guests.eventId} = ${event.id} and ${guests.id} <> ${guest?.id}`);
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}/${guest?.id}/remind`,
      headers,
    });
    expect(one.statusCode).toBe(429);
    expect(one.json().message).toContain('limite de lembretes');
  });

  it('splits concurrent bulk reminders and never passes the allowance', async () => {
    const { event, headers } = await createHostEvent(t.db);
    await guestsOf(event.id, 10);
    const answers = await Promise.all(Array.from({ length: 5 }, () => remindAll(event.id, headers)));
    const total = answers.reduce((sum, answer) => sum + answer.json().sent, 0);
    expect(total).toBe(10);
  });
});

describe('the unsubscribe link of every reminder', () => {
  it('carries a signed link and the List-Unsubscribe header; once used, the address gets no reminder', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const [guest] = await guestsOf(event.id, 1);
    if (!guest) throw new Error('no guest');
    await t.app.inject({ method: 'POST', url: `/api/users/guests/${event.id}/${guest.id}/remind`, headers });
    const [mail] = await mailsTo(guest.email);
    const text = (mail?.text ?? '').replace(WORD_JOINER, '');
    const url = /Descadastre-se: (\S+)/.exec(text)?.[1] ?? '';
    expect(url).toMatch(/\/api\/guests\/unsubscribe\/[\w-]{43}\.[\w-]{22}$/);
    expect(url).not.toContain(guest.email);
    const file = path.join(t.config.mail.kind === 'outbox' ? t.config.mail.dir : '', mail?.file ?? '');
    // Long headers are folded onto the next line.
    const raw = (await readFile(file, 'utf8')).replace(/\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: <${url}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const token = url.split('/').at(-1) ?? '';

    // A forged signature records nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/guests/unsubscribe/${token.slice(0, 44)}${'A'.repeat(22)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Este link de descadastro não é válido.');
    const bad = await t.app.inject({ method: 'POST', url: '/api/guests/unsubscribe/nada' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O campo Link de acesso é inválido.');

    // The one-click POST a mail client sends, then the page a person opens: both record.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/guests/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/api/guests/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('você não receberá mais lembretes');

    // The same address on another event's list, next day: never reminded again.
    await t.db.update(guests).set({ remindedAt: null }).where(eq(guests.id, guest.id));
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}/${guest.id}/remind`,
      headers,
    });
    expect(again.statusCode).toBe(409);
    const other = await createHostEvent(t.db);
    await t.db.insert(guests).values({
      eventId: other.event.id,
      firstName: 'Rita',
      lastName: 'Lima',
      email: ` ${guest.email.toUpperCase()} `,
      phoneNumber: '',
      attending: null,
      invitedAt: new Date(),
    });
    expect((await remindAll(other.event.id, other.headers)).json().sent).toBe(0);
    // And a reminder sent by any other path is dropped at the mail plugin too.
    await t.app.mail.send({ to: guest.email, subject: 'Lembrete', text: 'x', kind: 'reminder' });
    expect(await mailsTo(guest.email)).toHaveLength(1);
  });
});
