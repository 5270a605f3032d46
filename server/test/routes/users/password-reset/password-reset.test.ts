import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, passwordResetTokens } from '../../../../src/db/schema/index';
import {
  adminHeaders,
  createTestAdmin,
  createTestUser,
  TEST_PASSWORD,
  userHeaders,
} from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { readOutbox } from '../../../helpers/outbox';

const t = await build();

let serial = 0;
/** A new client address per call, so that the per-client limit is met only where a test means it. */
const nextAddress = () => {
  serial += 1;
  return `10.20.${Math.floor(serial / 250) % 250}.${serial % 250}`;
};

type Kind = 'users' | 'admin';

const ask = (kind: Kind, email: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${kind}/password-reset/request`,
    payload: { email },
    remoteAddress,
  });

const reset = (kind: Kind, token: string, password: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${kind}/password-reset`,
    payload: { token, password },
    remoteAddress,
  });

const login = (kind: Kind, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${kind}/login`,
    payload: { email, password },
    remoteAddress: nextAddress(),
  });

const mailsTo = async (email: string) => (await readOutbox(t.config)).filter((mail) => mail.to === email);

/**
 * A reset asked for a host after the calls under test, its mail waited for: the reset links those
 * calls would have mailed, stored and sent in the background as this one is, have been by now.
 */
async function laterMailArrived(app: Kind = 'users') {
  const witness = app === 'users' ? await createTestUser(t.db, { event: null }) : await createTestAdmin(t.db);
  await ask(app, witness.email);
  await mailedToken(witness.email, app);
}

/** The token of the newest reset link mailed to `email`, waiting for the `count`th such mail. */
async function mailedToken(email: string, app: 'users' | 'admin' = 'users', count = 1): Promise<string> {
  return vi.waitFor(
    async () => {
      const links = (await mailsTo(email)).filter(
        (mail) => mail.subject === 'Crie uma nova senha na Celebra',
      );
      if (links.length < count) throw new Error(`${links.length} of ${count} reset mails to ${email}`);
      const prefix = app === 'users' ? 'users' : 'admin';
      const link = new RegExp(`https?://${prefix}\\.[^/\\s]+/redefinir-senha#([A-Za-z0-9_-]{43})`).exec(
        links.at(-1)?.text ?? '',
      );
      if (!link?.[1]) throw new Error(`no reset link in the mail to ${email}`);
      return link[1];
    },
    { timeout: 5_000, interval: 50 },
  );
}

const SAME_ANSWER = {
  success: true,
  message:
    'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 1 hora.',
};

describe("the host's 'Esqueci minha senha'", () => {
  it('mails a link to the address, keeping only the hash of its token', async () => {
    const host = await createTestUser(t.db);

    const response = await ask('users', host.email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    const token = await mailedToken(host.email);
    const [mail] = await mailsTo(host.email);
    expect(mail?.text).toContain('vale por 1 hora');
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, host.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("answers the same for an unknown, a deactivated and an administrator's address, and mails nothing", async () => {
    const disabled = await createTestUser(t.db, { active: false, event: null });
    const admin = await createTestAdmin(t.db);
    const addresses = ['ninguem-aqui@teste.dev', disabled.email, admin.email];

    for (const email of addresses) {
      const response = await ask('users', email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SAME_ANSWER);
    }
    await laterMailArrived();
    for (const email of addresses) expect(await mailsTo(email)).toEqual([]);
    expect(
      await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, disabled.id)),
    ).toEqual([]);
  });

  it('sets the new password from the link, ends every session, and the link works once', async () => {
    const host = await createTestUser(t.db);
    const phone = await userHeaders(t.db, host.id);
    const laptop = await userHeaders(t.db, host.id);
    const other = await createTestUser(t.db);
    const otherHeaders = await userHeaders(t.db, other.id);
    await ask('users', host.email);
    const token = await mailedToken(host.email);

    const response = await reset('users', token, 'nova-senha-9');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Senha alterada. Entre com a nova senha.' });
    for (const headers of [phone, laptop]) {
      expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/users/me', headers: otherHeaders })).statusCode).toBe(200);
    expect((await login('users', host.email, 'nova-senha-9')).statusCode).toBe(200);
    expect((await login('users', host.email, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await reset('users', token, 'outra-senha-9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: 'Este link para criar uma nova senha é inválido, já foi usado ou expirou. Peça um novo link.',
    });
    expect((await login('users', host.email, 'nova-senha-9')).statusCode).toBe(200);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.password-reset'));
    expect(audit).toEqual([
      expect.objectContaining({
        actorKind: 'host',
        actorId: host.id,
        entityType: 'user',
        entityId: String(host.id),
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('nova-senha-9');
    await vi.waitFor(async () =>
      expect((await mailsTo(host.email)).map((mail) => mail.subject)).toContain(
        'Sua senha da Celebra foi alterada',
      ),
    );
  });

  it('keeps an older link working after a newer one is asked, and a reset ends both', async () => {
    const host = await createTestUser(t.db);
    await ask('users', host.email);
    const first = await mailedToken(host.email);
    await ask('users', host.email);
    const second = await mailedToken(host.email, 'users', 2);
    expect(second).not.toBe(first);

    expect((await reset('users', first, 'primeira-senha-1')).statusCode).toBe(200);
    expect((await reset('users', second, 'segunda-senha-2')).statusCode).toBe(400);
    expect((await login('users', host.email, 'primeira-senha-1')).statusCode).toBe(200);
  });

  it('refuses an expired link, a made-up one and a host link on the back office', async () => {
    const host = await createTestUser(t.db);
    await ask('users', host.email);
    const token = await mailedToken(host.email);

    expect((await reset('admin', token, 'uma senha bem longa aqui')).statusCode).toBe(400);
    expect((await reset('users', 'A'.repeat(43), 'nova-senha-9')).statusCode).toBe(400);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, host.id));
    expect((await reset('users', token, 'nova-senha-9')).statusCode).toBe(400);
    expect((await login('users', host.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets one of two uses of a link at once through', async () => {
    const host = await createTestUser(t.db);
    await ask('users', host.email);
    const token = await mailedToken(host.email);

    const answers = await Promise.all([
      reset('users', token, 'corrida-senha-1'),
      reset('users', token, 'corrida-senha-2'),
      reset('users', token, 'corrida-senha-3'),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('holds the new password to the registration rule, naming the field', async () => {
    const host = await createTestUser(t.db);
    await ask('users', host.email);
    const token = await mailedToken(host.email);

    const weak = await reset('users', token, 'curta');

    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/senha/i);
    expect((await reset('users', 'nao-e-um-token', 'nova-senha-9')).json().message).toMatch(/Link de acesso/);
    // The refused attempt did not use the link up.
    expect((await reset('users', token, 'nova-senha-9')).statusCode).toBe(200);
  });

  it('limits requests per address, whoever asks and whether or not it has an account', async () => {
    const host = await createTestUser(t.db);
    for (const email of [host.email, 'sem-conta-limite@teste.dev']) {
      for (let i = 0; i < 5; i++) expect((await ask('users', email)).statusCode).toBe(200);
      const sixth = await ask('users', email.toUpperCase());
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/);
    }
  });

  it('limits requests per client across addresses', async () => {
    const client = '10.99.0.1';
    for (let i = 0; i < 10; i++)
      expect((await ask('users', `pessoa${i}@teste.dev`, client)).statusCode).toBe(200);
    expect((await ask('users', 'mais-uma@teste.dev', client)).statusCode).toBe(429);
    expect((await ask('users', 'mais-uma@teste.dev')).statusCode).toBe(200);
  });

  it('limits resets per client', async () => {
    const client = '10.99.0.2';
    for (let i = 0; i < 10; i++) {
      expect((await reset('users', 'B'.repeat(43), 'nova-senha-9', client)).statusCode).toBe(400);
    }
    expect((await reset('users', 'B'.repeat(43), 'nova-senha-9', client)).statusCode).toBe(429);
  });
});

describe("the back office's 'Esqueci minha senha'", () => {
  it('mails a back-office link and sets a password of the back office rule, ending every session', async () => {
    const admin = await createTestAdmin(t.db);
    const headers = await adminHeaders(t.db, admin.id);
    const host = await createTestUser(t.db, { email: admin.email.replace('admin-', 'host-'), event: null });

    expect((await ask('admin', admin.email)).json()).toEqual(SAME_ANSWER);
    const token = await mailedToken(admin.email, 'admin');
    expect(
      await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, host.id)),
    ).toEqual([]);

    const short = await reset('admin', token, 'curta-123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/12 caracteres/);
    expect((await reset('users', token, 'nova-senha-9')).statusCode).toBe(400);

    expect((await reset('admin', token, 'uma senha bem longa')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers })).statusCode).toBe(401);
    expect((await login('admin', admin.email, 'uma senha bem longa')).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin.password-reset'));
    expect(audit).toEqual([expect.objectContaining({ actorKind: 'admin', actorId: admin.id })]);
  });

  it("answers a host's address the same and mails it nothing", async () => {
    const host = await createTestUser(t.db, { event: null });

    expect((await ask('admin', host.email)).json()).toEqual(SAME_ANSWER);
    await laterMailArrived('admin');
    expect(await mailsTo(host.email)).toEqual([]);
  });
});
