import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../src/auth/password';
import { hashSessionToken } from '../../../../src/auth/session-token';
import {
  eventCategories,
  eventTypes,
  gifts,
  preRegisterCodes,
  preUserRequests,
} from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { buildWithPayments, setPlatformFees } from '../../../helpers/payments';
import { PASSWORD, preRegisterClient } from './pre-register-client';

const { t, checkout, payQuietly, notify } = await buildWithPayments();
await setPlatformFees(t.db, { listCreationFeeCents: 4_990 });
const { registration, call, mailsTo, accessCode, register, verify } = preRegisterClient(t);

const findRequest = async (email: string) =>
  (await t.db.select().from(preUserRequests).where(eq(preUserRequests.email, email.toLowerCase())))[0];

describe('POST /api/users/pre-register', () => {
  it('stores the request with a hashed password and a PENDING fee, answers the browser a token and mails the access and payment links', async () => {
    const body = registration();

    const response = await call('', body);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Cadastro realizado com sucesso!',
      token: expect.stringMatching(/^[\w-]{43}$/),
    });
    const row = await findRequest(body.email);
    expect(row).toMatchObject({
      firstName: 'Bia',
      lastName: 'Lima',
      email: body.email.toLowerCase(),
      phoneNumber: '(11) 91234-5678',
      paymentStatus: 'PENDING',
      accountCreated: false,
      eventInfoJson: null,
      emailVerifiedAt: null,
    });
    expect(row?.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
    expect(row?.paymentLink).toMatch(/\/checkout\//);

    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Confirme o seu e-mail na Celebra');
    expect(mail?.text).toContain(row?.paymentLink);
    expect(mail?.text).toMatch(/R\$\s49,90/);
    // Only the code's hash is stored.
    const code = await accessCode(body.email);
    const codes = await t.db
      .select()
      .from(preRegisterCodes)
      .where(eq(preRegisterCodes.preUserRequestId, row?.id ?? 0));
    expect(codes.map((stored) => stored.codeHash)).toEqual([hashSessionToken(code)]);
    expect(mail?.text).not.toContain(codes[0]?.codeHash);
  });

  it('approves at once when the fee is zero', async () => {
    await setPlatformFees(t.db, { listCreationFeeCents: 0 });
    try {
      const { email } = await register();
      expect(await findRequest(email)).toMatchObject({ paymentStatus: 'APPROVED', paymentLink: null });
    } finally {
      await setPlatformFees(t.db, { listCreationFeeCents: 4_990 });
    }
  });

  it('answers the registration messages for bad fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'O campo Nome é obrigatório.'],
      [{ email: 'bia@' }, '* E-mail inválido'],
      [{ phoneNumber: '1234' }, 'O campo Telefone é inválido.'],
      [
        { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
        '* A senha deve ter pelo menos 8 caracteres, incluindo letras e números',
      ],
      [{ confirmPassword: 'outra1234' }, '* As senhas não coincidem'],
    ];
    for (const [change, message] of cases) {
      const response = await call('', registration(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });

  it('refuses an e-mail that already has an account, or a request whose e-mail was confirmed', async () => {
    const user = await createTestUser(t.db, { event: null });
    const taken = await call('', registration({ email: user.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Este e-mail já possui uma conta. Faça o login.');

    const { email, token } = await register();
    await verify(email, token);
    const again = await call('', registration({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Já existe um pré-cadastro com este e-mail/);
  });
});

describe("someone else's address", () => {
  const PROOF_NEEDED = {
    success: false,
    message:
      'Para ver ou alterar um pré-cadastro, confirme que o e-mail é seu: peça o link de acesso e abra-o neste navegador.',
  };

  it('without the proof, get, generate-payment and event-info say the same as for an unknown address, and change nothing', async () => {
    const { email, token } = await register();
    const before = await findRequest(email);
    const eventInfo = { eventTypeId: 1, eventCategoryId: 1, title: 'Festa', giftDeliveryPreference: 'cash' };
    const wizard = { ...eventInfo, gifts: [1, 2, 3, 4], password: PASSWORD };

    for (const [path, extra] of [
      ['/get', {}],
      ['/generate-payment', {}],
      ['/event-info', wizard],
    ] as const) {
      const unknown = await call(path, { email: 'ninguem@example.com', token, ...extra });
      for (const proof of [{}, { token: 'x'.repeat(43) }, { token: '' }]) {
        const response = await call(path, { email, ...proof, ...extra });
        expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
        expect(response.json()).toEqual(PROOF_NEEDED);
        expect(response.body).toBe(unknown.body);
      }
    }
    // The status, the pay link and the fee are as they were, and no mail went out but the first.
    expect(await findRequest(email)).toEqual(before);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a name typed at registration reaches the mailbox as plain text, never as a link', async () => {
    const { email } = await register({ firstName: '<a href=x>x</a> www.golpe.com', lastName: 'Lima' });

    const [mail] = await mailsTo(email);

    const greetings = [mail?.text ?? '', mail?.html ?? ''].map(
      (part) => /Olá, (.*)!/.exec(part)?.[1]?.replace(/\u2060/g, '') ?? '',
    );
    expect(greetings).toEqual([
      '<a href=x>x</a> www.golpe.com',
      '&#60;a href=x&#62;x&#60;/a&#62; www.golpe.com',
    ]);
    for (const part of [mail?.text ?? '', mail?.html ?? '']) {
      const greeting = /Olá, (.*)!/.exec(part)?.[1] ?? '';
      expect(greeting).not.toMatch(/www\.[a-z]|[a-z0-9-]+\.[a-z]{2,}/i);
    }
    expect(mail?.html).not.toMatch(/<a href=x/i);
    expect(mail?.html.match(/<a href="[^"]*"/g)).toEqual([
      expect.stringMatching(/^<a href="http:[^"]*\/pre-register\?email=/),
      expect.stringMatching(/\/checkout\//),
    ]);
  });

  it('a browser proof of one address does not open another', async () => {
    const mine = await register();
    const other = await register();

    const response = await call('/get', { email: other.email, token: mine.token });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(PROOF_NEEDED);
  });

  it('the owner can still register: the unconfirmed request is replaced, and the first browser loses it', async () => {
    const stranger = await register({
      firstName: 'Intruso',
      password: 'intruso123',
      confirmPassword: 'intruso123',
    });
    const before = await findRequest(stranger.email);

    const owner = await register({ email: stranger.email, firstName: 'Dona' });

    const after = await findRequest(owner.email);
    expect(after).toMatchObject({ id: before?.id, firstName: 'Dona', emailVerifiedAt: null });
    expect(await verifyPassword(after?.passwordHash ?? '', PASSWORD)).toBe(true);
    expect(await verifyPassword(after?.passwordHash ?? '', 'intruso123')).toBe(false);
    expect((await call('/get', { email: owner.email, token: stranger.token })).statusCode).toBe(403);
    expect((await call('/get', { email: owner.email, token: owner.token })).statusCode).toBe(200);
    // The owner's mailbox got a new access link. The first one still works, but not for the
    // first browser: its reader must choose the password, which then ends every other proof.
    const mails = await mailsTo(owner.email, 2);
    const firstCode = /code=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    const firstLink = await call('/verify', { email: owner.email, code: firstCode, token: stranger.token });
    expect(firstLink.json()).toMatchObject({ passwordNeeded: true, token: null });
    expect(await accessCode(owner.email, 2)).not.toBe(firstCode);
  });

  it('an unconfirmed request expires after 24 h: its browser loses it, and it never blocks the address', async () => {
    const { email, token } = await register();
    await t.db
      .update(preUserRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(preUserRequests.email, email));

    expect((await call('/get', { email, token })).statusCode).toBe(403);
    const owner = await register({ email });
    expect((await call('/get', { email, token: owner.token })).json().userRequest).toMatchObject({
      email,
      paymentStatus: 'PENDING',
    });
  });

  it("paying the fee for someone else's address does not give the payer the owner's password", async () => {
    const stranger = await register({ password: 'intruso123', confirmPassword: 'intruso123' });
    const { email } = stranger;
    await checkout((await findRequest(email))?.paymentLink ?? '', 'approve');
    expect((await findRequest(email))?.paymentStatus).toBe('APPROVED');

    // The owner opens the mailed link on their own device: without a password it proves nothing.
    const code = await accessCode(email);
    const bare = await call('/verify', { email, code });
    expect(bare.json()).toEqual({
      success: true,
      message:
        'Para confirmar que o e-mail é seu, escolha a senha da sua conta (pode ser a mesma que você digitou no cadastro).',
      token: null,
      passwordNeeded: true,
    });
    expect((await findRequest(email))?.emailVerifiedAt).toBeNull();

    // The stranger cannot send the event wizard, which the admin would create the account from.
    const wizard = await call('/event-info', {
      email,
      token: stranger.token,
      eventTypeId: 1,
      eventCategoryId: 1,
      title: 'Festa',
      giftDeliveryPreference: 'cash',
      gifts: [1, 2, 3, 4],
      password: 'intruso123',
    });
    expect(wizard.statusCode).toBe(403);
    expect(wizard.json().message).toBe(
      'Confirme o seu e-mail antes de enviar as informações do evento: abra o link que enviamos para ele.',
    );

    // The owner registers with their own password: the approved fee stays, the password is theirs.
    const owner = await register({ email });
    expect((await findRequest(email))?.paymentStatus).toBe('APPROVED');
    await verify(email, owner.token);
    const row = await findRequest(email);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', 'intruso123')).toBe(false);
  });
});

describe('proving the e-mail (POST /api/users/pre-register/verify and send-code)', () => {
  it('the access link opened in the browser that registered proves the e-mail and answers a new token', async () => {
    const { email, token } = await register();
    expect((await call('/get', { email, token })).json().emailVerified).toBe(false);

    const newToken = await verify(email, token);

    expect((await findRequest(email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await call('/get', { email, token: newToken })).json()).toMatchObject({ emailVerified: true });
    // The first browser's token keeps working once the e-mail is proven, past the 24 h too.
    await t.db
      .update(preUserRequests)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(preUserRequests.email, email));
    expect((await call('/get', { email, token })).statusCode).toBe(200);
  });

  it('on another device the link asks its reader to choose the password, then answers a token', async () => {
    const { email, token } = await register();
    const code = await accessCode(email);

    const weak = await call('/verify', { email, code, password: 'curta' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^\* A senha/);

    const chosen = await call('/verify', { email, code, password: 'Outra1234' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ message: 'E-mail confirmado!', passwordNeeded: false });
    const get = await call('/get', { email, token: chosen.json().token });
    expect(get.json()).toMatchObject({ userRequest: { email }, emailVerified: true });
    // The password is the one chosen with the link; the registering browser's proof has ended.
    const row = await findRequest(email);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Outra1234')).toBe(true);
    expect((await call('/get', { email, token })).statusCode).toBe(403);

    // A link works once; once proven, a new link alone lets another browser in.
    expect((await call('/verify', { email, code })).statusCode).toBe(400);
    await call('/send-code', { email });
    const again = await call('/verify', { email, code: await accessCode(email, 2) });
    expect(again.json()).toMatchObject({ passwordNeeded: false, token: expect.any(String) });
  });

  it('refuses a wrong or expired code, or one for another address', async () => {
    const { email, token } = await register();
    const other = await register();
    const code = await accessCode(email);
    for (const body of [
      { email, code: 'x'.repeat(43), token },
      { email: other.email, code, token: other.token },
      { email: 'ninguem@example.com', code, token },
    ]) {
      const response = await call('/verify', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Este link de acesso é inválido ou expirou. Peça um novo link.');
    }
    await t.db
      .update(preRegisterCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(preRegisterCodes.codeHash, hashSessionToken(code)));
    expect((await call('/verify', { email, code, token })).statusCode).toBe(400);
    expect((await findRequest(email))?.emailVerifiedAt).toBeNull();
  });

  it('send-code answers the same whether or not the address has a request, and mails only a request', async () => {
    const { email } = await register();
    const host = await createTestUser(t.db, { event: null });
    const answers = [];
    for (const address of [email, 'ninguem@example.com', host.email]) {
      const response = await call('/send-code', { email: address });
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers).toEqual(
      Array(3).fill({
        status: 200,
        body: {
          success: true,
          message:
            'Se houver um pré-cadastro aberto com este e-mail, enviamos para ele um link de acesso. Abra o link para continuar.',
        },
      }),
    );
    const mails = await mailsTo(email, 2);
    expect(mails[1]?.subject).toBe('Confirme o seu e-mail na Celebra');
    // The newer link does not take the older one away: each works once.
    const newCode = await accessCode(email, 2);
    const oldCode = /code=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(newCode).not.toBe(oldCode);
    expect((await call('/verify', { email, code: oldCode, password: PASSWORD })).statusCode).toBe(200);
    expect((await call('/verify', { email, code: oldCode })).statusCode).toBe(400);
    expect((await call('/verify', { email, code: newCode })).statusCode).toBe(200);
    expect(await mailsTo(host.email, 0)).toEqual([]);
  });

  it('a stranger cannot flood a mailbox: at most 5 mails an hour reach an address, whatever the route', async () => {
    const { email, token } = await register();
    await verify(email, token);
    await notify(await payQuietly((await findRequest(email))?.paymentLink ?? '', 'reject'));
    const asked = [];
    for (let i = 0; i < 3; i++) {
      asked.push((await call('/generate-payment', { email, token })).statusCode);
      asked.push((await call('/send-code', { email })).statusCode);
    }
    asked.push((await call('/send-code', { email })).statusCode);
    asked.push((await call('/send-code', { email })).statusCode);
    expect(asked).toEqual(Array(8).fill(200));

    // The registration, 5 access links and 3 payment links: 9 mails asked for, 5 sent. A later
    // registration's access mail (sent in the background as theirs are) has come: so have they.
    await mailsTo((await register()).email);
    expect(await mailsTo(email, 5)).toHaveLength(5);
  });
});

describe('the fee from PENDING to APPROVED', () => {
  it('follows the payment through the webhook, as pre-register/get shows', async () => {
    const { email, token } = await register();
    const before = await call('/get', { email, token });
    expect(before.statusCode).toBe(200);
    const { paymentLink } = before.json().userRequest;
    expect(before.json()).toEqual({
      success: true,
      message: expect.any(String),
      userRequest: {
        email,
        paymentStatus: 'PENDING',
        paymentLink: expect.stringMatching(/\/checkout\//),
        hasEventInfo: false,
      },
      accountCreated: false,
      emailVerified: false,
      supportWhatsapp: null,
      usualWaitMinutes: null,
    });

    const { location } = await checkout(paymentLink, 'approve');

    expect(location.pathname).toBe('/pre-register');
    expect(location.searchParams.get('email')).toBe(email);
    const after = (await call('/get', { email, token })).json();
    expect(after.userRequest).toEqual({
      email,
      paymentStatus: 'APPROVED',
      paymentLink: null,
      hasEventInfo: false,
    });
  });

  it('a refused fee is CANCELLED; a new link is generated and its approval counts, whatever comes late', async () => {
    const { email, token } = await register();
    const firstLink = (await findRequest(email))?.paymentLink ?? '';
    const refusedId = await payQuietly(firstLink, 'reject');
    expect(await notify(refusedId)).toEqual([200]);
    expect((await call('/get', { email, token })).json().userRequest).toMatchObject({
      paymentStatus: 'CANCELLED',
      paymentLink: null,
    });

    const generated = await call('/generate-payment', { email, token });

    expect(generated.statusCode).toBe(200);
    const { paymentLink } = generated.json();
    expect(paymentLink).not.toBe(firstLink);
    expect((await call('/get', { email, token })).json().userRequest).toMatchObject({
      paymentStatus: 'PENDING',
      paymentLink,
    });
    expect((await mailsTo(email, 2))[1]?.text).toContain(paymentLink);

    await checkout(paymentLink, 'approve');
    expect(await notify(refusedId, { times: 2 })).toEqual([200, 200]);
    expect((await findRequest(email))?.paymentStatus).toBe('APPROVED');

    const approved = await call('/generate-payment', { email, token });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('O pagamento da taxa já foi aprovado.');
  });

  it('answers the accountCreated error once the account exists', async () => {
    const { email, token } = await register();
    await t.db.update(preUserRequests).set({ accountCreated: true }).where(eq(preUserRequests.email, email));

    const response = await call('/get', { email, token });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Sua conta foi criada com sucesso! Faça o login para começar a usar o site.',
      accountCreated: true,
    });
  });
});

describe('POST /api/users/pre-register/event-info', async () => {
  const [type, otherType] = await t.db
    .insert(eventTypes)
    .values([{ name: 'Casamento' }, { name: 'Chá de Bebê' }])
    .returning();
  const [category] = await t.db
    .insert(eventCategories)
    .values({ name: 'Clássico', eventTypeId: type?.id ?? 0 })
    .returning();
  const [otherCategory] = await t.db
    .insert(eventCategories)
    .values({ name: 'Menino', eventTypeId: otherType?.id ?? 0 })
    .returning();
  const catalogue = await t.db
    .insert(gifts)
    .values([1, 2, 3, 4, 5].map((n) => ({ name: `Presente ${n}`, priceCents: n * 1_000 })))
    .returning();
  const giftIds = catalogue.map((gift) => gift.id);
  let slugs = 0;

  /** A registration whose e-mail is proven and whose fee is approved: the wizard's starting point. */
  async function approvedRequest() {
    const { email, token } = await register();
    await verify(email, token);
    await checkout((await findRequest(email))?.paymentLink ?? '', 'approve');
    return { email, token };
  }

  const wizard = (
    { email, token }: { email: string; token: string },
    overrides: Record<string, unknown> = {},
  ) => {
    slugs += 1;
    return {
      email,
      token,
      eventTypeId: type?.id,
      eventCategoryId: category?.id,
      title: 'Casamento de Bia & Léo',
      giftDeliveryPreference: 'weekAfterParty',
      slug: `bia-e-leo-${slugs}`,
      gifts: giftIds.slice(0, 4),
      password: PASSWORD,
      ...overrides,
    };
  };

  it('stores the wizard once the fee is approved, and get says hasEventInfo', async () => {
    const request = await approvedRequest();
    const body = wizard(request, { slug: undefined });

    const response = await call('/event-info', body);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Informações enviadas!', published: false });
    expect((await findRequest(request.email))?.eventInfoJson).toEqual({
      eventTypeId: type?.id,
      eventCategoryId: category?.id,
      title: 'Casamento de Bia & Léo',
      slug: 'casamento-de-bia-leo',
      giftDeliveryPreference: 'weekAfterParty',
      gifts: giftIds.slice(0, 4),
    });
    expect((await call('/get', request)).json().userRequest.hasEventInfo).toBe(true);

    // Another request cannot claim the slug this one is waiting for.
    const other = await approvedRequest();
    const taken = await call('/event-info', wizard(other, { slug: 'casamento-de-bia-leo' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('O link está em uso, por favor, crie outro.');
  });

  it('refuses before the e-mail is proven, before the fee is approved, and with a wrong password', async () => {
    const unproven = await register();
    await checkout((await findRequest(unproven.email))?.paymentLink ?? '', 'approve');
    expect((await call('/event-info', wizard(unproven))).statusCode).toBe(403);

    const pending = await register();
    await verify(pending.email, pending.token);
    const early = await call('/event-info', wizard(pending));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('O pagamento da taxa de criação ainda não foi aprovado.');

    const request = await approvedRequest();
    const wrong = await call('/event-info', wizard(request, { password: 'errada123' }));
    expect(wrong.statusCode).toBe(401);
    expect(await findRequest(request.email)).toMatchObject({ eventInfoJson: null });
    expect(await findRequest(unproven.email)).toMatchObject({ eventInfoJson: null });
  });

  it('refuses fewer than 4 gifts, a category of another type, and a slug in use', async () => {
    const request = await approvedRequest();
    const host = await createTestUser(t.db);

    const few = await call('/event-info', wizard(request, { gifts: giftIds.slice(0, 3) }));
    expect(few.json()).toEqual({
      success: false,
      message: 'Selecione pelo menos 4 presentes antes de continuar.',
    });

    const mismatch = await call('/event-info', wizard(request, { eventCategoryId: otherCategory?.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Escolha uma categoria do tipo de evento selecionado.');

    const slug = await call('/event-info', wizard(request, { slug: host.event?.slug }));
    expect(slug.statusCode).toBe(409);
    expect(slug.json().message).toBe('O link está em uso, por favor, crie outro.');
    expect(await findRequest(request.email)).toMatchObject({ eventInfoJson: null });
  });
});
