import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, preUserRequests } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { build, type TestContext } from '../../../helpers/build';
import { createTestCategory, createTestGifts } from '../../../helpers/catalog';
import { readOutbox } from '../../../helpers/outbox';

/** What 'Criar evento' on a request posts: the wizard's draft, pre-filled from the request. */
async function setUp(t: TestContext) {
  const admin = await createTestAdmin(t.db);
  const headers = await adminHeaders(t.db, admin.id);
  const { type, category } = await createTestCategory(t.db);
  const giftIds = (await createTestGifts(t.db, category.id, 4)).map((gift) => gift.id);

  let serial = 0;
  return async function createFromRequest() {
    serial += 1;
    const email = `noiva${serial}@pedido.dev`;
    const [request] = await t.db
      .insert(preUserRequests)
      .values({
        firstName: 'Lia',
        lastName: 'Rocha',
        email,
        phoneNumber: '(11) 91111-2222',
        passwordHash: 'x',
        paymentStatus: 'APPROVED',
      })
      .returning();
    const payload = {
      eventTypeId: type.id,
      eventCategoryId: category.id,
      title: 'Casamento da Lia & Theo',
      subtitle: '12 de outubro',
      slug: `lia-e-theo-${serial}`,
      giftDeliveryPreference: 'cash',
      gifts: giftIds,
      firstName: 'Lia',
      lastName: 'Rocha',
      phoneNumber: '(11) 91111-2222',
      email,
      password: 'segredo123',
      confirmPassword: 'segredo123',
      useUserPassword: false,
      preUserRequestId: request?.id,
    };
    const post = () => t.app.inject({ method: 'POST', url: '/api/users/register', headers, payload });
    return { email, slug: payload.slug, post };
  };
}

describe("'Criar evento' on a request: the host is told", async () => {
  const t = await build({ PUBLIC_URL: 'https://celebra.com.br' });
  const createFromRequest = await setUp(t);

  it('mails the host once, in Portuguese, with the title, the dashboard login and the public site', async () => {
    const { email, slug, post } = await createFromRequest();

    const created = await post();
    expect(created.statusCode, created.body).toBe(200);

    const mails = (await readOutbox(t.config)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Seu evento na Celebra está pronto!');
    // The title a person typed is shown, never linked (a word joiner after each separator).
    expect(mail?.text.replace(/\u2060/g, '')).toContain('Casamento da Lia & Theo');
    expect(mail?.text).toContain('Acessar o meu painel: https://users.celebra.com.br/login');
    expect(mail?.text).toContain(`Ver o site do evento: https://site.celebra.com.br/${slug}`);
    expect(mail?.html).toContain(`href="https://site.celebra.com.br/${slug}"`);

    // Posting the same request again is refused (its event exists), and mails nobody.
    const again = await post();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'O evento desta solicitação já foi criado: a conta já tem um evento.',
    });
    expect((await readOutbox(t.config)).filter((entry) => entry.to === email)).toHaveLength(1);
  });
});

describe("'Criar evento' on a request whose e-mail's account already has an event", async () => {
  const t = await build();
  const createFromRequest = await setUp(t);

  it('is refused with a 409 saying the event exists; nothing is created', async () => {
    const { email, slug, post } = await createFromRequest();
    await createTestUser(t.db, { email });

    const response = await post();

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'O evento desta solicitação já foi criado: a conta já tem um evento.',
    });
    expect(await t.db.select().from(events).where(eq(events.slug, slug))).toEqual([]);
  });
});

describe("'Criar evento' on a request, with the mail server down", async () => {
  const port = await closedPort();
  const t = await build({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  const createFromRequest = await setUp(t);

  it("still creates the event, and logs the failure without the host's data", async () => {
    const { email, slug, post } = await createFromRequest();

    const created = await post();

    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Usuário e evento criados com sucesso.' });
    const [event] = await t.db.select().from(events).where(eq(events.slug, slug));
    expect(event?.userId).toBe(created.json().id);
    const errorLog = await readFile(path.join(t.dataDir, 'logs', 'error.log'), 'utf8');
    expect(errorLog).toContain('an e-mail could not be sent');
    expect(errorLog).not.toContain(email);
    expect(errorLog).not.toContain('Lia');
  });
});

/** A port nothing listens on: bound, read, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}
