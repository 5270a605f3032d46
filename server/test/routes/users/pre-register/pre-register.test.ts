import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../src/auth/password';
import { eventCategories, eventTypes, gifts, preUserRequests } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { readOutbox } from '../../../helpers/outbox';
import { buildWithPayments, setPlatformFees } from '../../../helpers/payments';

const { t, checkout, payQuietly, notify } = await buildWithPayments();
await setPlatformFees(t.db, { listCreationFeeCents: 4_990 });

const PASSWORD = 'segredo123';
let counter = 0;

function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Bia',
    lastName: 'Lima',
    phoneNumber: '(11) 91234-5678',
    email: `Bia.Lima${counter}@Example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

const call = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/users/pre-register${path}`, payload });

const findRequest = async (email: string) =>
  (await t.db.select().from(preUserRequests).where(eq(preUserRequests.email, email.toLowerCase())))[0];

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await call('', body);
  expect(response.statusCode).toBe(200);
  return body.email.toLowerCase();
}

describe('POST /api/users/pre-register', () => {
  it('stores the request with a hashed password and a PENDING fee with its checkout link, and mails it', async () => {
    const body = registration();

    const response = await call('', body);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Cadastro realizado com sucesso!' });
    const row = await findRequest(body.email);
    expect(row).toMatchObject({
      firstName: 'Bia',
      lastName: 'Lima',
      email: body.email.toLowerCase(),
      phoneNumber: '(11) 91234-5678',
      paymentStatus: 'PENDING',
      accountCreated: false,
      eventInfoJson: null,
    });
    expect(row?.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
    expect(row?.paymentLink).toMatch(/\/checkout\//);

    const [mail] = (await readOutbox(t.config)).filter((m) => m.to.includes(body.email.toLowerCase()));
    expect(mail?.text).toContain(row?.paymentLink);
    expect(mail?.text).toMatch(/R\$\s49,90/);
  });

  it('approves at once when the fee is zero', async () => {
    await setPlatformFees(t.db, { listCreationFeeCents: 0 });
    try {
      const email = await register();
      expect(await findRequest(email)).toMatchObject({ paymentStatus: 'APPROVED', paymentLink: null });
    } finally {
      await setPlatformFees(t.db, { listCreationFeeCents: 4_990 });
    }
  });

  it('answers the registration messages for bad fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, '* Campo obrigatório'],
      [{ email: 'bia@' }, '* E-mail inválido'],
      [{ phoneNumber: '1234' }, '* Número inválido'],
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

  it('refuses an e-mail that already has an account or a request', async () => {
    const user = await createTestUser(t.db, { event: null });
    const taken = await call('', registration({ email: user.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Este e-mail já possui uma conta. Faça o login.');

    const email = await register();
    const again = await call('', registration({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Já existe um pré-cadastro com este e-mail/);
  });
});

describe('the fee from PENDING to APPROVED', () => {
  it('follows the payment through the webhook, as pre-register/get shows', async () => {
    const email = await register();
    const before = await call('/get', { email });
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
    });

    const { location } = await checkout(paymentLink, 'approve');

    expect(location.pathname).toBe('/pre-register');
    expect(location.searchParams.get('email')).toBe(email);
    const after = (await call('/get', { email })).json();
    expect(after.userRequest).toEqual({
      email,
      paymentStatus: 'APPROVED',
      paymentLink: null,
      hasEventInfo: false,
    });
  });

  it('a refused fee is CANCELLED; a new link is generated and its approval counts, whatever comes late', async () => {
    const email = await register();
    const firstLink = (await findRequest(email))?.paymentLink ?? '';
    const refusedId = await payQuietly(firstLink, 'reject');
    expect(await notify(refusedId)).toEqual([200]);
    expect((await call('/get', { email })).json().userRequest).toMatchObject({
      paymentStatus: 'CANCELLED',
      paymentLink: null,
    });

    const generated = await call('/generate-payment', { email });

    expect(generated.statusCode).toBe(200);
    const { paymentLink } = generated.json();
    expect(paymentLink).not.toBe(firstLink);
    expect((await call('/get', { email })).json().userRequest).toMatchObject({
      paymentStatus: 'PENDING',
      paymentLink,
    });

    await checkout(paymentLink, 'approve');
    expect(await notify(refusedId, { times: 2 })).toEqual([200, 200]);
    expect((await findRequest(email))?.paymentStatus).toBe('APPROVED');

    const approved = await call('/generate-payment', { email });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('O pagamento da taxa já foi aprovado.');
  });

  it('answers E-mail não encontrado! for an unknown e-mail', async () => {
    for (const path of ['/get', '/generate-payment']) {
      const response = await call(path, { email: 'ninguem@example.com' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'E-mail não encontrado!' });
    }
  });

  it('answers the accountCreated error once the account exists', async () => {
    const email = await register();
    await t.db.update(preUserRequests).set({ accountCreated: true }).where(eq(preUserRequests.email, email));

    const response = await call('/get', { email });

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

  async function approvedRequest() {
    const email = await register();
    await checkout((await findRequest(email))?.paymentLink ?? '', 'approve');
    return email;
  }

  const wizard = (email: string, overrides: Record<string, unknown> = {}) => ({
    email,
    eventTypeId: type?.id,
    eventCategoryId: category?.id,
    title: 'Casamento de Bia & Léo',
    giftDeliveryPreference: 'weekAfterParty',
    slug: `bia-e-leo-${counter}`,
    gifts: giftIds.slice(0, 4),
    password: PASSWORD,
    ...overrides,
  });

  it('stores the wizard once the fee is approved, and get says hasEventInfo', async () => {
    const email = await approvedRequest();
    const body = wizard(email, { slug: undefined });

    const response = await call('/event-info', body);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Informações enviadas!' });
    expect((await findRequest(email))?.eventInfoJson).toEqual({
      eventTypeId: type?.id,
      eventCategoryId: category?.id,
      title: 'Casamento de Bia & Léo',
      slug: 'casamento-de-bia-leo',
      giftDeliveryPreference: 'weekAfterParty',
      gifts: giftIds.slice(0, 4),
    });
    expect((await call('/get', { email })).json().userRequest.hasEventInfo).toBe(true);

    // Another request cannot claim the slug this one is waiting for.
    const other = await approvedRequest();
    const taken = await call('/event-info', wizard(other, { slug: 'casamento-de-bia-leo' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('O link está em uso, por favor, crie outro.');
  });

  it('refuses before the fee is approved, and with a wrong password', async () => {
    const pending = await register();
    const early = await call('/event-info', wizard(pending));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('O pagamento da taxa de criação ainda não foi aprovado.');

    const email = await approvedRequest();
    const wrong = await call('/event-info', wizard(email, { password: 'errada123' }));
    expect(wrong.statusCode).toBe(401);
    expect(await findRequest(email)).toMatchObject({ eventInfoJson: null });
  });

  it('refuses fewer than 4 gifts, a category of another type, and a slug in use', async () => {
    const email = await approvedRequest();
    const host = await createTestUser(t.db);

    const few = await call('/event-info', wizard(email, { gifts: giftIds.slice(0, 3) }));
    expect(few.json()).toEqual({
      success: false,
      message: 'Selecione pelo menos 4 presentes antes de continuar.',
    });

    const mismatch = await call('/event-info', wizard(email, { eventCategoryId: otherCategory?.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Escolha uma categoria do tipo de evento selecionado.');

    const slug = await call('/event-info', wizard(email, { slug: host.event?.slug }));
    expect(slug.statusCode).toBe(409);
    expect(slug.json().message).toBe('O link está em uso, por favor, crie outro.');
    expect(await findRequest(email)).toMatchObject({ eventInfoJson: null });
  });
});
