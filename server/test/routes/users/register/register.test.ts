import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../src/auth/password';
import {
  eventDetails,
  eventGifts,
  eventSettings,
  events,
  preUserRequests,
  users,
} from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { createTestCategory, createTestGifts } from '../../../helpers/catalog';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const { type, category } = await createTestCategory(t.db);
const giftIds = (await createTestGifts(t.db, category.id, 5)).map((gift) => gift.id);

let serial = 0;
function draft(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    eventTypeId: type.id,
    eventCategoryId: category.id,
    title: 'Casamento de Bia e Caio',
    subtitle: '12 de outubro',
    slug: `bia-e-caio-${serial}`,
    giftDeliveryPreference: 'weekAfterParty',
    gifts: giftIds.slice(0, 4),
    firstName: 'Bia',
    lastName: 'Lima',
    phoneNumber: '(21) 99876-5432',
    email: `bia${serial}@exemplo.com`,
    password: 'segredo123',
    confirmPassword: 'segredo123',
    useUserPassword: false,
    ...overrides,
  };
}

function register(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/users/register', headers, payload });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
}

async function countRows() {
  const [userCount, eventCount] = await Promise.all([t.db.$count(users), t.db.$count(events)]);
  return { userCount, eventCount };
}

describe('POST /api/users/register (admin wizard)', () => {
  it('creates the host and their event with details, settings and gifts; the host can sign in', async () => {
    const body = draft({ email: ' Bia.Nova@Exemplo.com ', slug: 'Bia-Nova' });

    const response = await register(body);

    expect(response.statusCode).toBe(200);
    const { id, success, message, token } = response.json();
    expect({ success, message, token }).toEqual({
      success: true,
      message: 'Usuário e evento criados com sucesso.',
      token: undefined,
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ firstName: 'Bia', lastName: 'Lima', email: 'bia.nova@exemplo.com' });
    const [event] = await t.db.select().from(events).where(eq(events.userId, id));
    expect(event).toMatchObject({
      slug: 'bia-nova',
      title: 'Casamento de Bia e Caio',
      subtitle: '12 de outubro',
      eventCategoryId: category.id,
      giftDeliveryPreference: 'weekAfterParty',
    });
    const eventId = event?.id as number;
    expect(await t.db.$count(eventDetails, eq(eventDetails.eventId, eventId))).toBe(1);
    expect(await t.db.$count(eventSettings, eq(eventSettings.eventId, eventId))).toBe(1);
    const listed = await t.db.select().from(eventGifts).where(eq(eventGifts.eventId, eventId));
    expect(listed.map((row) => row.giftId).sort()).toEqual(giftIds.slice(0, 4).sort());

    expect((await login('bia.nova@exemplo.com', 'segredo123')).statusCode).toBe(200);
  });

  it("applies the wizard's rules with the wizard's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ gifts: giftIds.slice(0, 3) }, 'Necessário selecionar mais 4 presentes para continuar.'],
      [
        { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ],
      [{ confirmPassword: 'outra1234' }, '* As senhas não coincidem'],
      [{ phoneNumber: '21 998765432' }, '* Formato de telefone inválido'],
      [{ email: 'bia@exemplo' }, '* Formato de e-mail inválido'],
      [{ eventTypeId: undefined }, 'Por favor, selecione um tipo de evento para continuar.'],
      [{ title: ' ' }, 'O campo Título é obrigatório.'],
    ];
    const before = await countRows();
    for (const [overrides, message] of cases) {
      const response = await register(draft(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses a slug in use (409), leaving no user behind', async () => {
    await createTestUser(t.db, { event: { slug: 'ja-existe' } });
    const before = await countRows();

    const response = await register(draft({ slug: 'ja-existe' }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'O link está em uso, por favor, crie outro.',
    });
    expect(await countRows()).toEqual(before);
  });

  it('refuses an e-mail already registered with a 409', async () => {
    const host = await createTestUser(t.db, { event: null });

    const response = await register(draft({ email: host.email.toUpperCase() }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Este e-mail já está cadastrado.' });
  });

  it('rolls everything back when a gift no longer exists', async () => {
    const before = await countRows();

    const response = await register(draft({ gifts: [...giftIds.slice(0, 3), 999999] }));

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Um ou mais presentes selecionados não existem mais.');
    expect(await countRows()).toEqual(before);
  });

  it('answers 404 for an unknown category and 400 for a category of another type', async () => {
    const unknown = await register(draft({ eventCategoryId: 999999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Categoria de evento não encontrada.');

    const other = await createTestCategory(t.db);
    const mismatch = await register(draft({ eventCategoryId: other.category.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('A categoria escolhida não pertence ao tipo de evento.');
  });

  it("with useUserPassword reuses the request's password and marks the request done", async () => {
    const [request] = await t.db
      .insert(preUserRequests)
      .values({
        firstName: 'Rui',
        lastName: 'Melo',
        email: 'rui@exemplo.com',
        phoneNumber: '(11) 91234-5678',
        passwordHash: await hashPassword('minhaSenha9'),
        paymentStatus: 'APPROVED',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const body = draft({
      email: 'rui@exemplo.com',
      password: undefined,
      confirmPassword: undefined,
      useUserPassword: true,
      preUserRequestId: request?.id,
    });

    const response = await register(body);

    expect(response.statusCode).toBe(200);
    const userId = response.json().id;
    const [marked] = await t.db
      .select()
      .from(preUserRequests)
      .where(eq(preUserRequests.id, request?.id as number));
    expect(marked).toMatchObject({ accountCreated: true, userId });
    expect((await login('rui@exemplo.com', 'minhaSenha9')).statusCode).toBe(200);

    const again = await register({ ...body, email: 'rui2@exemplo.com', slug: 'outro-link' });
    expect(again.statusCode).toBe(409);
    // The request's account has its event now: a second one from the same request is refused.
    expect(again.json().message).toBe('O evento desta solicitação já foi criado: a conta já tem um evento.');
  });

  it('refuses to reuse the password of a request whose e-mail was never confirmed: whoever typed the address chose it', async () => {
    const [request] = await t.db
      .insert(preUserRequests)
      .values({
        firstName: 'Intruso',
        lastName: 'Silva',
        email: 'vitima@exemplo.com',
        phoneNumber: '(11) 91234-5678',
        passwordHash: await hashPassword('senhaDoIntruso1'),
        paymentStatus: 'APPROVED',
      })
      .returning();
    const before = await countRows();
    const body = draft({
      email: 'vitima@exemplo.com',
      password: undefined,
      confirmPassword: undefined,
      useUserPassword: true,
      preUserRequestId: request?.id,
    });

    const response = await register(body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message:
        'O usuário ainda não confirmou o e-mail desta solicitação, então a senha cadastrada não pode ser usada. Defina uma senha para o usuário.',
    });
    expect(await countRows()).toEqual(before);
    expect((await login('vitima@exemplo.com', 'senhaDoIntruso1')).statusCode).toBe(401);

    // Once the address is confirmed (its mailbox's reader knew that password), it may be reused.
    await t.db
      .update(preUserRequests)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(preUserRequests.id, request?.id as number));
    expect((await register(body)).statusCode).toBe(200);
  });

  it('with preUserRequestId and a new password marks the request, and needs a request to reuse one', async () => {
    const [request] = await t.db
      .insert(preUserRequests)
      .values({
        firstName: 'Lia',
        lastName: 'Reis',
        email: 'lia@exemplo.com',
        phoneNumber: '(11) 91234-0000',
        passwordHash: '',
      })
      .returning();

    const noStoredPassword = await register(
      draft({
        useUserPassword: true,
        password: undefined,
        confirmPassword: undefined,
        preUserRequestId: request?.id,
      }),
    );
    expect(noStoredPassword.statusCode).toBe(400);
    expect(noStoredPassword.json().message).toBe(
      'Esta solicitação não tem uma senha cadastrada. Defina uma senha para o usuário.',
    );

    const withoutRequest = await register(draft({ useUserPassword: true, password: undefined }));
    expect(withoutRequest.statusCode).toBe(400);
    expect(withoutRequest.json().message).toBe(
      'Só é possível reutilizar a senha do usuário ao criar o evento a partir de uma solicitação.',
    );

    const unknownRequest = await register(draft({ preUserRequestId: 999999 }));
    expect(unknownRequest.statusCode).toBe(404);

    const response = await register(draft({ preUserRequestId: request?.id, email: 'lia@exemplo.com' }));
    expect(response.statusCode).toBe(200);
    const [marked] = await t.db
      .select()
      .from(preUserRequests)
      .where(inArray(preUserRequests.id, [request?.id as number]));
    expect(marked).toMatchObject({ accountCreated: true, userId: response.json().id });
  });

  it('is for administrators only: a host token or no token is a 401', async () => {
    await expectAdminOnly(t, { method: 'POST', url: '/api/users/register', payload: draft() });
  });
});
