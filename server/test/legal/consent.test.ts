import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eventMessages,
  guests,
  preUserRequests,
  purchases,
  settings,
  users,
} from '../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../helpers/accounts';
import { createTestCategory, createTestGifts } from '../helpers/catalog';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../helpers/payments';
import { preRegisterClient } from '../routes/users/pre-register/pre-register-client';

const { t } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 5, listCreationFeeCents: 0 });

const host = await createTestUser(t.db, { event: { title: 'Ana & Pedro', slug: 'ana-e-pedro-consent' } });
const eventId = host.event?.id ?? 0;
const [gift] = await addGiftsToEvent(t.db, eventId, [10_000]);
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const { register, call, registration } = preRegisterClient(t);

/** The administrator's edit of a text: the version in force goes up. */
async function publishNewTexts(text: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/legal',
    headers,
    payload: {
      privacyPolicy: text,
      termsOfUse: null,
      dataControllerName: null,
      dataControllerEmail: null,
      guestDataRetentionMonths: 12,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().legal.version as number;
}

const recent = () => expect.any(Date);

function expectConsented(
  row: { consentVersion: number | null; consentedAt: Date | null } | undefined,
  version: number,
) {
  expect(row?.consentVersion).toBe(version);
  expect(row?.consentedAt).toEqual(recent());
  expect(Date.now() - (row?.consentedAt?.getTime() ?? 0)).toBeLessThan(60_000);
}

describe('what a person accepted is stored with what they sent', () => {
  it('a message, an answer, a card and a Pix purchase record the version in force', async () => {
    // The settings row may not hold a version yet: 1, then the edited texts' 2.
    const [before] = await t.db.select({ v: settings.legalVersion }).from(settings);
    expect(before?.v ?? 1).toBe(1);
    const version = await publishNewTexts('## Política\nVersão nova.');
    expect(version).toBe(2);

    const message = await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${eventId}`,
      payload: { firstName: 'João', lastName: 'Silva', email: 'joao@example.com', message: 'Felicidades!' },
    });
    expect(message.statusCode, message.body).toBe(200);
    const [messageRow] = await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, eventId));
    expectConsented(messageRow, 2);

    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/guests/confirmation/${eventId}`,
      payload: {
        firstName: 'Maria',
        lastName: 'Oliveira',
        email: 'maria@example.com',
        phoneNumber: '(11) 91234-5678',
        attending: true,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [guest] = await t.db.select().from(guests).where(eq(guests.eventId, eventId));
    expectConsented(guest, 2);

    const card = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      payload: {
        eventId,
        name: 'Carla Dias',
        email: 'carla@example.com',
        items: [{ id: gift?.id, quantity: 1 }],
      },
    });
    expect(card.statusCode, card.body).toBe(200);
    const pix = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase/pix',
      payload: {
        eventId,
        name: 'Davi Costa',
        email: 'davi@example.com',
        cpf: '529.982.247-25',
        attemptId: randomUUID(),
        items: [{ id: gift?.id, quantity: 1 }],
      },
    });
    expect(pix.statusCode, pix.body).toBe(200);
    const rows = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.eventId, eventId))
      .orderBy(purchases.id);
    expect(rows.map((row) => row.paymentMethod)).toEqual(['card', 'pix']);
    for (const row of rows) expectConsented(row, 2);
  });

  it("an answer changed after new texts records the new version on the guest's row", async () => {
    const version = await publishNewTexts('## Política\nVersão mais nova.');
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/guests/confirmation/${eventId}`,
      payload: {
        firstName: 'Maria',
        lastName: 'Oliveira',
        email: 'maria@example.com',
        phoneNumber: '(11) 91234-5678',
        attending: false,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // Without the personal link the new answer is a row of its own (the host may merge them): it
    // carries the texts it was given under, the earlier answer keeps its own.
    const rows = await t.db.select().from(guests).where(eq(guests.eventId, eventId)).orderBy(guests.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.attending).toBe(false);
    expectConsented(rows[1], version);
    expect(rows[0]?.consentVersion).not.toBe(version);
  });

  it('a registration without the terms accepted is refused, naming them, and nothing is stored', async () => {
    for (const acceptTerms of [undefined, false, 'true']) {
      const body = registration({ acceptTerms });
      const response = await call('', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Aceite os Termos de Uso e a Política de Privacidade para continuar.',
      });
      const stored = await t.db
        .select()
        .from(preUserRequests)
        .where(eq(preUserRequests.email, body.email.toLowerCase()));
      expect(stored).toEqual([]);
    }
  });

  it("a registration records the version accepted, and the host's account carries it", async () => {
    const [current] = await t.db.select({ v: settings.legalVersion }).from(settings);
    const { email } = await register();
    const [request] = await t.db.select().from(preUserRequests).where(eq(preUserRequests.email, email));
    expectConsented(request, current?.v ?? 0);

    // Newer texts after the registration do not change what the host accepted.
    await publishNewTexts('## Política\nOutra versão.');
    const { type, category } = await createTestCategory(t.db);
    const giftIds = (await createTestGifts(t.db, category.id, 6)).map((row) => row.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers,
      payload: {
        eventTypeId: type.id,
        eventCategoryId: category.id,
        title: 'Casamento da Bia',
        subtitle: 'Venha',
        slug: `bia-consent-${Date.now()}`,
        giftDeliveryPreference: 'cash',
        gifts: giftIds,
        firstName: 'Bia',
        lastName: 'Lima',
        phoneNumber: '(11) 91234-5678',
        email,
        password: 'segredo123',
        confirmPassword: 'segredo123',
        useUserPassword: false,
        preUserRequestId: request?.id,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.consentVersion).toBe(request?.consentVersion);
    expect(user?.consentedAt).toEqual(request?.consentedAt);
  });

  it('an account the administrator creates without a registration has no consent', async () => {
    const { type, category } = await createTestCategory(t.db);
    const giftIds = (await createTestGifts(t.db, category.id, 6)).map((row) => row.id);
    const email = `sem-cadastro-${Date.now()}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers,
      payload: {
        eventTypeId: type.id,
        eventCategoryId: category.id,
        title: 'Casamento do Leo',
        subtitle: 'Venha',
        slug: `leo-consent-${Date.now()}`,
        giftDeliveryPreference: 'cash',
        gifts: giftIds,
        firstName: 'Leo',
        lastName: 'Reis',
        phoneNumber: '(11) 91234-5678',
        email,
        password: 'segredo123',
        confirmPassword: 'segredo123',
        useUserPassword: false,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ consentVersion: null, consentedAt: null });
  });

  it("the legal pages' paths are no event's address", async () => {
    const { type, category } = await createTestCategory(t.db);
    const giftIds = (await createTestGifts(t.db, category.id, 6)).map((row) => row.id);
    for (const slug of ['privacidade', 'Termos']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers,
        payload: {
          eventTypeId: type.id,
          eventCategoryId: category.id,
          title: 'Casamento',
          subtitle: 'Venha',
          slug,
          giftDeliveryPreference: 'cash',
          gifts: giftIds,
          firstName: 'Bia',
          lastName: 'Lima',
          phoneNumber: '(21) 99876-5432',
          email: `reservado-${slug}@exemplo.com`,
          password: 'segredo123',
          confirmPassword: 'segredo123',
        },
      });
      expect(response.statusCode, slug).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Este link é reservado pela plataforma, por favor, crie outro.',
      });
    }
  });
});
