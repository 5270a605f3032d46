import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  eventCategories,
  events,
  eventTypes,
  gifts,
  preUserRequests,
  users,
} from '../../../../src/db/schema/index';
import { publishRequestEvent } from '../../../../src/domain/pre-registration/publish-request-event';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { readOutbox } from '../../../helpers/outbox';
import { buildWithPayments, setPlatformFees } from '../../../helpers/payments';
import { PASSWORD, preRegisterClient } from './pre-register-client';

const { t, checkout, notify, setProviderStatus } = await buildWithPayments();
await setPlatformFees(t.db, { listCreationFeeCents: 4_990, percentageGift: 5 });
const { call, register, verify } = preRegisterClient(t);
const admin = await createTestAdmin(t.db, { firstName: 'Alice', lastName: 'Lima' });
const headers = await adminHeaders(t.db, admin.id);

const [type] = await t.db.insert(eventTypes).values({ name: 'Casamento' }).returning();
const [category] = await t.db
  .insert(eventCategories)
  .values({ name: 'Clássico', eventTypeId: type?.id ?? 0 })
  .returning();
const giftIds = (
  await t.db
    .insert(gifts)
    .values([1, 2, 3, 4].map((n) => ({ name: `Presente ${n}`, priceCents: n * 1_000 })))
    .returning()
).map((gift) => gift.id);

const READY_SUBJECT = 'Seu evento na Celebra está pronto!';

const findRequest = async (email: string) =>
  (await t.db.select().from(preUserRequests).where(eq(preUserRequests.email, email)))[0];
const readyMailsTo = async (email: string) =>
  (await readOutbox(t.config)).filter((mail) => mail.to === email && mail.subject === READY_SUBJECT);
const eventsOf = (email: string) =>
  t.db
    .select({ id: events.id, slug: events.slug, subtitle: events.subtitle })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(users.email, email));

/** 'Publicar eventos automaticamente após o pagamento', as the back office saves it. */
async function setAutoPublish(on: boolean) {
  const current = (await t.app.inject({ url: '/api/admin/settings', headers })).json().settings;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers,
    payload: { ...current, autoPublishEvents: on },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().settings.autoPublishEvents).toBe(on);
}

let serial = 0;
/** A proven registration whose fee was approved through the checkout and the webhook. */
async function approvedRequest() {
  const { email, token } = await register();
  await verify(email, token);
  const { paymentId } = await checkout((await findRequest(email))?.paymentLink ?? '', 'approve');
  expect((await findRequest(email))?.paymentStatus).toBe('APPROVED');
  return { email, token, paymentId };
}
const sendWizard = ({ email, token }: { email: string; token: string }) => {
  serial += 1;
  const slug = `bia-e-leo-auto-${serial}`;
  return {
    slug,
    response: call('/event-info', {
      email,
      token,
      eventTypeId: type?.id,
      eventCategoryId: category?.id,
      title: 'Casamento de Bia & Léo',
      giftDeliveryPreference: 'weekAfterParty',
      slug,
      gifts: giftIds,
      password: PASSWORD,
    }),
  };
};

describe('the platform setting, off (the default): an administrator creates the event', () => {
  it('is off on a new platform, and a fee approved then a wizard sent leave the request waiting', async () => {
    const settings = (await t.app.inject({ url: '/api/admin/settings', headers })).json().settings;
    expect(settings.autoPublishEvents).toBe(false);

    const request = await approvedRequest();
    const { response } = sendWizard(request);
    const sent = await response;

    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: 'Informações enviadas!', published: false });
    expect(await eventsOf(request.email)).toEqual([]);
    expect(await findRequest(request.email)).toMatchObject({
      accountCreated: false,
      convertedAt: null,
      eventInfoSentAt: expect.any(Date),
    });
    expect(await readyMailsTo(request.email)).toEqual([]);
    // Still waiting: the waiting screen's look-up answers, with no figure yet on this platform.
    const waiting = (await call('/get', request)).json();
    expect(waiting.userRequest.hasEventInfo).toBe(true);
    expect(waiting.usualWaitMinutes).toBeNull();
  });
});

describe('the platform setting, on: the event is published once the fee and the wizard are in', () => {
  it('fee then wizard: the wizard publishes the event at once, with the couple’s password, mailed once', async () => {
    await setAutoPublish(true);
    const request = await approvedRequest();
    const { slug, response } = sendWizard(request);
    const sent = await response;

    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'Seu site já está no ar! Enviamos para o seu e-mail o link do site e o do seu painel.',
      published: true,
    });
    // The same event the administrator's 'Criar evento' makes: its type under the title for now.
    expect(await eventsOf(request.email)).toEqual([{ id: expect.any(Number), slug, subtitle: 'Casamento' }]);
    const row = await findRequest(request.email);
    expect(row).toMatchObject({ accountCreated: true, autoPublished: true, convertedAt: expect.any(Date) });
    // The couple logs in with the password they chose at registration.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: request.email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);

    const mails = await readyMailsTo(request.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/${slug}`);
    expect(mails[0]?.text).toContain('/login');

    // The look-up now sends the couple to the login; the request stays listed, marked as converted.
    expect((await call('/get', request)).json()).toMatchObject({ accountCreated: true });
    const listed = await t.app.inject({
      url: `/api/admin/pre-user-requests?id=${row?.id}`,
      headers,
    });
    expect(listed.json().userEventRequests).toEqual([
      expect.objectContaining({
        id: row?.id,
        accountCreated: true,
        autoPublished: true,
        eventId: expect.any(Number),
      }),
    ]);
  });

  it('wizard then fee: a fee approved again after the wizard (a dispute settled) publishes it then, once', async () => {
    // The wizard is shown only once the fee is approved, so the fee comes last when its approval
    // is recorded again: the wizard waited (the setting off then), the payment went into dispute,
    // and the dispute was settled in the platform's favour with the setting on.
    await setAutoPublish(false);
    const request = await approvedRequest();
    const { slug, response } = sendWizard(request);
    expect((await response).json().message).toBe('Informações enviadas!');
    await setProviderStatus(request.paymentId, 'in_mediation');
    expect(await notify(request.paymentId)).toEqual([200]);
    expect((await findRequest(request.email))?.paymentStatus).toBe('PENDING');
    await setAutoPublish(true);
    expect(await eventsOf(request.email)).toEqual([]);

    await setProviderStatus(request.paymentId, 'approved');
    expect(await notify(request.paymentId, { times: 3 })).toEqual([200, 200, 200]);

    expect(await eventsOf(request.email)).toEqual([expect.objectContaining({ slug })]);
    expect(await findRequest(request.email)).toMatchObject({ accountCreated: true, autoPublished: true });
    expect(await readyMailsTo(request.email)).toHaveLength(1);
  });

  it('concurrent: many triggers and the administrator’s wizard at once make one event and one mail', async () => {
    await setAutoPublish(false);
    const request = await approvedRequest();
    const { slug, response } = sendWizard(request);
    expect((await response).statusCode).toBe(200);
    await setAutoPublish(true);
    const row = await findRequest(request.email);

    const adminWizard = t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers,
      payload: {
        eventTypeId: type?.id,
        eventCategoryId: category?.id,
        title: 'Casamento de Bia & Léo',
        subtitle: 'Vamos nos casar!',
        slug,
        giftDeliveryPreference: 'weekAfterParty',
        gifts: giftIds,
        firstName: 'Bia',
        lastName: 'Lima',
        phoneNumber: '(11) 91234-5678',
        email: request.email,
        useUserPassword: true,
        preUserRequestId: row?.id,
      },
    });
    const [published, created] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => publishRequestEvent(t.app, row?.id ?? 0))),
      adminWizard,
    ]);

    const winners = published.filter(Boolean).length + (created.statusCode === 200 ? 1 : 0);
    expect(winners).toBe(1);
    if (created.statusCode !== 200) expect(created.statusCode).toBe(409);
    expect(await eventsOf(request.email)).toHaveLength(1);
    expect(
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, request.email)),
    ).toHaveLength(1);
    expect(await readyMailsTo(request.email)).toHaveLength(1);
    // Whoever won is recorded: the platform, or the administrator.
    expect((await findRequest(request.email))?.autoPublished).toBe(created.statusCode !== 200);
  });

  it('a request that cannot be published as it stands (its slug taken since) waits for an administrator', async () => {
    await setAutoPublish(false);
    const request = await approvedRequest();
    const { slug, response } = sendWizard(request);
    expect((await response).statusCode).toBe(200);
    const [other] = await t.db.select({ id: events.id }).from(events).limit(1);
    await t.db
      .update(events)
      .set({ slug })
      .where(eq(events.id, other?.id ?? 0));
    await setAutoPublish(true);

    expect(await publishRequestEvent(t.app, (await findRequest(request.email))?.id ?? 0)).toBe(false);
    expect(await findRequest(request.email)).toMatchObject({ accountCreated: false, convertedAt: null });
    expect(await readyMailsTo(request.email)).toEqual([]);
  });

  it('records the setting’s change in the audit log, by name', async () => {
    await setAutoPublish(false);
    await setAutoPublish(true);
    const [last] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.updated'), eq(auditLog.actorId, admin.id)))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ before: { autoPublishEvents: false }, after: { autoPublishEvents: true } });
  });
});
