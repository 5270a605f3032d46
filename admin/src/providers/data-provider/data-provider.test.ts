/**
 * The data provider's mapping of every react-admin call and extra method onto the API's calls,
 * checked on what reaches a fake fetch: method, path, query, headers and body.
 */
import { ApiError, type KeyValueStorage } from '@celebra/shared/client';
import { describe, expect, it, vi } from 'vitest';
import * as fixtures from '../../test/fixtures';
import { createAdminApiClient } from '../api-client';
import { createDataProvider } from '.';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>([
    ['adminToken', '"token-abc"'],
    ['adminId', '"1"'],
  ]);
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const ok = { success: true, message: 'OK' };

function setup(answer: unknown = ok, init: { status?: number; text?: boolean } = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response(init.text ? String(answer) : JSON.stringify(answer), {
        status: init.status ?? 200,
        headers: { 'Content-Type': init.text ? 'text/plain' : 'application/json' },
      }),
  );
  const storage = memoryStorage();
  const dataProvider = createDataProvider(createAdminApiClient({ storage, fetch }));
  const sent = (n = 0) => {
    const [url, request] = fetch.mock.calls[n] ?? [];
    const parsed = new URL(String(url), 'http://admin.localhost');
    return {
      method: request?.method,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: new Headers(request?.headers),
      body: request?.body,
      json: typeof request?.body === 'string' ? (JSON.parse(request.body) as unknown) : undefined,
    };
  };
  return { dataProvider, fetch, sent, storage };
}

const page = (number: number) => ({
  pagination: { page: number, perPage: 20 },
  sort: { field: 'id', order: 'ASC' as const },
});

describe('users', () => {
  it('getList sends the filters, page and limit=20 as the admin, and reads users, total and totalPages', async () => {
    const { dataProvider, sent } = setup({ ...ok, users: [fixtures.user], total: 21, totalPages: 2 });
    const result = await dataProvider.getList('users', {
      ...page(2),
      filter: { name: 'Ana', email: '', phoneNumber: '(11) 9' },
    });
    expect(sent()).toMatchObject({
      method: 'GET',
      path: '/api/admin/users',
      query: { page: '2', limit: '20', name: 'Ana', phoneNumber: '(11) 9' },
    });
    expect(sent().headers.get('Authorization')).toBe('Bearer token-abc');
    expect(sent().headers.get('X-Admin-Id')).toBe('1');
    expect(result).toEqual({
      data: [fixtures.user],
      total: 21,
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
      meta: { totalPages: 2 },
    });
  });

  it('getOne, update and the user events', async () => {
    const get = setup({ ...ok, user: fixtures.user });
    expect((await get.dataProvider.getOne('users', { id: 7 })).data).toEqual(fixtures.user);
    expect(get.sent()).toMatchObject({ method: 'GET', path: '/api/admin/users/7' });

    const update = setup({ ...ok, user: { ...fixtures.user, active: false } });
    const body = {
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@celebra.dev',
      phoneNumber: '(11) 98765-4321',
      active: false,
    };
    const updated = await update.dataProvider.update('users', {
      id: 7,
      data: body,
      previousData: fixtures.user,
    });
    expect(update.sent()).toMatchObject({ method: 'PUT', path: '/api/admin/users/7', json: body });
    expect(updated.data.active).toBe(false);

    const userEvent = {
      id: 1,
      title: 'Casamento',
      subtitle: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      location: 'SP',
      description: null,
    };
    const events = setup({ ...ok, events: [userEvent] });
    const result = await events.dataProvider.getManyReference('user-events', {
      target: 'userId',
      id: 7,
      ...page(1),
      filter: {},
    });
    expect(events.sent()).toMatchObject({ method: 'GET', path: '/api/admin/user-events/7' });
    expect(result.data).toEqual([userEvent]);
  });
});

describe('events', () => {
  const { details: _details, ...summary } = fixtures.event;

  it('getList sends every filter of the events page', async () => {
    const { dataProvider, sent } = setup({ ...ok, events: [summary], total: 45, totalPages: 3, page: 1 });
    const result = await dataProvider.getList('events', {
      ...page(1),
      filter: {
        id: '10',
        title: 'Casamento',
        slug: 'ana',
        active: 'false',
        dateFilterType: 'eventDate',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      },
    });
    expect(sent()).toMatchObject({
      method: 'GET',
      path: '/api/admin/events',
      query: {
        page: '1',
        limit: '20',
        id: '10',
        title: 'Casamento',
        slug: 'ana',
        active: 'false',
        dateFilterType: 'eventDate',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      },
    });
    expect(result.meta).toEqual({ totalPages: 3 });
    expect(result.total).toBe(45);
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
  });

  it('sends sort and order only for a column the API sorts on; the default order sends neither', async () => {
    const byTitle = setup({ ...ok, events: [], total: 0, totalPages: 0, page: 1 });
    await byTitle.dataProvider.getList('events', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(byTitle.sent().query).toMatchObject({ sort: 'title', order: 'ASC' });

    const byDefault = setup({ ...ok, events: [], total: 0, totalPages: 0, page: 1 });
    await byDefault.dataProvider.getList('events', { ...page(1), filter: {} });
    expect(byDefault.sent().query).not.toHaveProperty('sort');
    expect(byDefault.sent().query).not.toHaveProperty('order');

    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['users', 'email', { users: [], total: 0, totalPages: 0 }],
      ['event-requests', 'name', { userEventRequests: [], total: 0, totalPages: 0 }],
      ['payouts', 'requestedAmount', { payouts: [], total: 0, totalPages: 0 }],
      ['transactions', 'totalPrice', { transactions: [], total: 0, totalPages: 0 }],
    ];
    for (const [resource, field, answer] of cases) {
      const list = setup({ ...ok, page: 1, ...answer });
      await list.dataProvider.getList(resource, {
        pagination: { page: 1, perPage: 20 },
        sort: { field, order: 'DESC' },
        filter: {},
      });
      expect(list.sent().query).toMatchObject({ sort: field, order: 'DESC' });
    }
  });

  it('getOne and update (event fields plus details)', async () => {
    const get = setup({ ...ok, event: fixtures.event });
    expect((await get.dataProvider.getOne('events', { id: 10 })).data).toEqual(fixtures.event);
    expect(get.sent()).toMatchObject({ method: 'GET', path: '/api/admin/events/10' });

    const update = setup({ ...ok, event: fixtures.event });
    const data = { title: 'Novo', details: { eventType: 'virtual', transmission: 'Zoom' } };
    await update.dataProvider.update('events', { id: 10, data, previousData: fixtures.event });
    expect(update.sent()).toMatchObject({ method: 'PUT', path: '/api/admin/events/10', json: data });
  });

  it('messages: list and delete', async () => {
    const message = {
      id: 5,
      eventId: 10,
      createdAt: '2025-01-01T00:00:00.000Z',
      firstName: 'Rita',
      lastName: 'Lima',
      email: 'rita@mail.com',
      message: 'Parabéns!',
    };
    const list = setup({ ...ok, messages: [message] });
    const result = await list.dataProvider.getManyReference('event-messages', {
      target: 'eventId',
      id: 10,
      ...page(1),
      filter: {},
    });
    expect(list.sent()).toMatchObject({ method: 'GET', path: '/api/admin/events/10/messages' });
    expect(result).toMatchObject({ data: [message], total: 1 });

    const remove = setup();
    await remove.dataProvider.delete('event-messages', { id: 5, meta: { eventId: 10 } });
    expect(remove.sent()).toMatchObject({ method: 'DELETE', path: '/api/admin/events/10/messages/5' });
  });

  it('guests: list, create, update and delete', async () => {
    const list = setup({ ...ok, guests: [fixtures.guest] });
    await list.dataProvider.getManyReference('event-guests', {
      target: 'eventId',
      id: 10,
      ...page(1),
      filter: {},
    });
    expect(list.sent()).toMatchObject({ method: 'GET', path: '/api/admin/events/10/guests' });

    const body = {
      firstName: 'Rita',
      lastName: 'Lima',
      email: 'rita@mail.com',
      phoneNumber: '(21) 99876-5432',
    };
    const create = setup({ ...ok, guest: fixtures.guest });
    await create.dataProvider.create('event-guests', { data: { ...body, eventId: 10 } });
    expect(create.sent()).toMatchObject({ method: 'POST', path: '/api/admin/events/10/guests', json: body });

    const update = setup({ ...ok, guest: fixtures.guest });
    await update.dataProvider.update('event-guests', {
      id: 3,
      data: { ...body, eventId: 10 },
      previousData: fixtures.guest,
    });
    expect(update.sent()).toMatchObject({ method: 'PUT', path: '/api/admin/events/10/guests/3', json: body });

    const remove = setup();
    await remove.dataProvider.delete('event-guests', { id: 3, previousData: fixtures.guest });
    expect(remove.sent()).toMatchObject({ method: 'DELETE', path: '/api/admin/events/10/guests/3' });
  });

  it('received gifts and the three service lists', async () => {
    const cases = [
      ['event-received-gifts', '/api/admin/events/10/received-gifts', { receivedGifts: [] }],
      ['event-contracted-services', '/api/admin/events/10/services/contracted', { contractedServices: [] }],
      ['event-pending-services', '/api/admin/events/10/services/pending-payments', { pendingServices: [] }],
      [
        'event-default-services',
        '/api/admin/events/10/services/default',
        { servicesDefault: [fixtures.service] },
      ],
    ] as const;
    for (const [resource, path, answer] of cases) {
      const { dataProvider, sent } = setup({ ...ok, ...answer });
      const result = await dataProvider.getManyReference(resource, {
        target: 'eventId',
        id: 10,
        ...page(1),
        filter: {},
      });
      expect(sent()).toMatchObject({ method: 'GET', path });
      expect(result.data).toEqual(Object.values(answer)[0]);
    }
  });
});

describe('event requests, suggestions, payouts and transactions', () => {
  it('event requests: filters and pages', async () => {
    const { dataProvider, sent } = setup({
      ...ok,
      userEventRequests: [fixtures.preUserRequest],
      total: 1,
      totalPages: 1,
      page: 1,
    });
    const result = await dataProvider.getList('event-requests', {
      ...page(1),
      filter: { id: 3, email: 'lucas', phoneNumber: '31', startDate: '2025-11-01', endDate: '2025-11-30' },
    });
    expect(sent()).toMatchObject({
      path: '/api/admin/pre-user-requests',
      query: {
        page: '1',
        limit: '20',
        id: '3',
        email: 'lucas',
        phoneNumber: '31',
        startDate: '2025-11-01',
        endDate: '2025-11-30',
      },
    });
    expect(result.data).toEqual([fixtures.preUserRequest]);
  });

  it('gift suggestions: event filter and delete', async () => {
    const list = setup({ ...ok, giftSuggestions: [], total: 0, totalPages: 0 });
    await list.dataProvider.getList('gift-suggestions', { ...page(1), filter: { eventId: '10' } });
    expect(list.sent()).toMatchObject({
      path: '/api/admin/gift-suggestions',
      query: { page: '1', limit: '20', eventId: '10' },
    });
    const remove = setup();
    await remove.dataProvider.delete('gift-suggestions', { id: 2 });
    expect(remove.sent()).toMatchObject({ method: 'DELETE', path: '/api/admin/gift-suggestions/2' });
  });

  it('payouts and transactions: status PENDING unless chosen', async () => {
    const payouts = setup({ ...ok, payouts: [fixtures.payout], total: 1, totalPages: 1 });
    await payouts.dataProvider.getList('payouts', { ...page(1), filter: {} });
    expect(payouts.sent()).toMatchObject({ path: '/api/admin/payouts', query: { status: 'PENDING' } });

    const transactions = setup({ ...ok, transactions: [fixtures.transaction], total: 1, totalPages: 1 });
    await transactions.dataProvider.getList('transactions', { ...page(1), filter: { status: 'APPROVED' } });
    expect(transactions.sent()).toMatchObject({
      path: '/api/admin/transactions',
      query: { status: 'APPROVED' },
    });

    const update = setup({ ...ok, transaction: { ...fixtures.transaction, status: 'CANCELLED' } });
    await update.dataProvider.update('transactions', {
      id: 6,
      data: { status: 'CANCELLED' },
      previousData: fixtures.transaction,
    });
    expect(update.sent()).toMatchObject({
      method: 'PUT',
      path: '/api/admin/transactions/6/status',
      json: { status: 'CANCELLED' },
    });
  });

  it('transactions: the search, the event and every status are sent; one is read by its id', async () => {
    const list = setup({ ...ok, transactions: [fixtures.transaction], total: 1, totalPages: 1 });
    const result = await list.dataProvider.getList('transactions', {
      ...page(1),
      filter: { status: 'ALL', search: ' joao@mail.com ', eventId: '10' },
    });
    expect(list.sent()).toMatchObject({
      path: '/api/admin/transactions',
      query: { status: 'ALL', search: 'joao@mail.com', eventId: '10' },
    });
    expect(result.total).toBe(1);
    const one = setup({ ...ok, transaction: fixtures.transaction });
    const record = await one.dataProvider.getOne('transactions', { id: 6 });
    expect(one.sent()).toMatchObject({ method: 'GET', path: '/api/admin/transactions/6' });
    expect(record.data).toEqual(fixtures.transaction);
  });

  it('chargebacks: the open deadlines unless chosen, and the page count', async () => {
    const row = {
      id: 1,
      providerChargebackId: '50000000001',
      transaction: { id: 6 },
      event: { id: 10, title: 'Casamento' },
      guestName: 'Tiago Oliveira',
      amount: 409.4,
      documentationRequired: true,
      documentationDeadline: '2030-03-10T17:30:00.000Z',
      coverageApplied: false,
      createdAt: '2030-02-28T13:05:00.000Z',
    };
    const open = setup({ ...ok, chargebacks: [row], total: 41, totalPages: 3 });
    const listed = await open.dataProvider.getList('chargebacks', { ...page(2), filter: {} });
    expect(open.sent()).toMatchObject({
      path: '/api/admin/chargebacks',
      query: { status: 'OPEN', page: '2', limit: '20' },
    });
    expect(listed.data).toEqual([row]);

    const closed = setup({ ...ok, chargebacks: [], total: 0, totalPages: 0 });
    await closed.dataProvider.getList('chargebacks', { ...page(1), filter: { status: 'CLOSED' } });
    expect(closed.sent()).toMatchObject({ query: { status: 'CLOSED' } });
  });
});

describe('catalogue', () => {
  it('gifts by category, getOne and delete', async () => {
    const list = setup({ ...ok, giftsByCategory: fixtures.giftCategories });
    expect((await list.dataProvider.getList('gift-categories', { ...page(1), filter: {} })).data).toEqual(
      fixtures.giftCategories,
    );
    expect(list.sent()).toMatchObject({ method: 'GET', path: '/api/admin/gifts/categories' });

    const get = setup({ ...ok, gift: fixtures.gift, usage: { lists: 2, purchases: 1 } });
    const { data } = await get.dataProvider.getOne('gifts', { id: 4 });
    expect(get.sent()).toMatchObject({ method: 'GET', path: '/api/admin/gifts/4' });
    expect(data).toEqual({ ...fixtures.gift, usage: { lists: 2, purchases: 1 } });

    const remove = setup();
    await remove.dataProvider.delete('gifts', { id: 4 });
    expect(remove.sent()).toMatchObject({ method: 'DELETE', path: '/api/admin/gifts/4' });
  });

  it('gift create and update are multipart with the image', async () => {
    const image = new File(['png'], 'panela.png', { type: 'image/png' });
    const create = setup({ ...ok, gift: fixtures.gift });
    await create.dataProvider.create('gifts', {
      data: { name: 'Panela', description: 'Boa', price: 99.9, eventCategoryId: 2, image },
    });
    const created = create.sent();
    expect(created).toMatchObject({ method: 'POST', path: '/api/admin/gifts' });
    expect(created.headers.has('Content-Type')).toBe(false);
    const form = created.body as FormData;
    expect(form.get('name')).toBe('Panela');
    expect(form.get('price')).toBe('99.9');
    expect(form.get('eventCategoryId')).toBe('2');
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect(form.has('active')).toBe(false);

    const update = setup({ ...ok, gift: fixtures.gift });
    await update.dataProvider.update('gifts', {
      id: 4,
      data: {
        name: 'Panela',
        description: 'Boa',
        price: 99.9,
        eventCategoryId: 2,
        active: false,
        image: null,
      },
      previousData: fixtures.gift,
    });
    expect(update.sent()).toMatchObject({ method: 'PUT', path: '/api/admin/gifts/4' });
    const updated = update.sent().body as FormData;
    expect(updated.get('active')).toBe('false');
    expect(updated.has('image')).toBe(false);
  });

  it('event types: list with categories, multipart create/update, delete', async () => {
    const list = setup({ ...ok, eventTypes: fixtures.eventTypes });
    expect((await list.dataProvider.getList('event-types', { ...page(1), filter: {} })).data).toEqual(
      fixtures.eventTypes,
    );
    expect(list.sent()).toMatchObject({ path: '/api/admin/event-types-with-categories' });

    const { eventCategories: _categories, ...type } = fixtures.eventTypes[0] ?? { eventCategories: [] };
    const image = new File(['png'], 'tipo.png', { type: 'image/png' });
    const create = setup({ ...ok, eventType: type });
    await create.dataProvider.create('event-types', { data: { name: 'Festa', description: 'Boa', image } });
    expect(create.sent()).toMatchObject({ method: 'POST', path: '/api/admin/event-types' });
    expect((create.sent().body as FormData).get('image')).toBeInstanceOf(Blob);

    const update = setup({ ...ok, eventType: type });
    await update.dataProvider.update('event-types', {
      id: 1,
      data: { name: 'Festa', description: 'Boa', active: true },
      previousData: type,
    });
    expect(update.sent()).toMatchObject({ method: 'PUT', path: '/api/admin/event-types/1' });
    expect((update.sent().body as FormData).get('active')).toBe('true');

    const remove = setup();
    await remove.dataProvider.delete('event-types', { id: 1 });
    expect(remove.sent()).toMatchObject({ method: 'DELETE', path: '/api/admin/event-types/1' });
  });

  it('event categories: list, create, update with active, delete', async () => {
    const category = { id: 2, name: 'Lista', description: 'Casa', eventTypeId: 1, active: true };
    const list = setup({ ...ok, eventCategories: [category] });
    await list.dataProvider.getList('event-categories', { ...page(1), filter: {} });
    expect(list.sent()).toMatchObject({ method: 'GET', path: '/api/admin/event-categories' });

    const body = { name: 'Lista', description: 'Casa', eventTypeId: 1 };
    const create = setup({ ...ok, eventCategory: category });
    await create.dataProvider.create('event-categories', { data: body });
    expect(create.sent()).toMatchObject({ method: 'POST', path: '/api/admin/event-categories', json: body });

    const update = setup({ ...ok, eventCategory: category });
    await update.dataProvider.update('event-categories', {
      id: 2,
      data: { ...body, active: false },
      previousData: category,
    });
    expect(update.sent()).toMatchObject({
      method: 'PUT',
      path: '/api/admin/event-categories/2',
      json: { ...body, active: false },
    });

    const remove = setup();
    await remove.dataProvider.delete('event-categories', { id: 2 });
    expect(remove.sent()).toMatchObject({ method: 'DELETE', path: '/api/admin/event-categories/2' });
  });

  it('services: list, types, getOne, create, update, delete', async () => {
    const list = setup({ ...ok, services: [fixtures.service] });
    expect((await list.dataProvider.getList('services', { ...page(1), filter: {} })).data).toEqual([
      fixtures.service,
    ]);
    expect(list.sent()).toMatchObject({ path: '/api/admin/services' });

    const types = setup({ ...ok, serviceTypes: ['PASSWORD', 'VIDEO'] });
    expect((await types.dataProvider.getList('service-types', { ...page(1), filter: {} })).data).toEqual([
      { id: 'PASSWORD', name: 'Senha' },
      { id: 'VIDEO', name: 'Vídeo' },
    ]);
    expect(types.sent()).toMatchObject({ path: '/api/admin/services/types' });

    const get = setup({ ...ok, service: fixtures.service });
    await get.dataProvider.getOne('services', { id: 6 });
    expect(get.sent()).toMatchObject({ path: '/api/admin/services/6' });

    const body = { name: 'Vídeo', description: 'Um vídeo', price: 10, type: 'VIDEO', quantity: 1 };
    const create = setup({ ...ok, service: fixtures.service });
    await create.dataProvider.create('services', { data: body });
    expect(create.sent()).toMatchObject({ method: 'POST', path: '/api/admin/services', json: body });

    const update = setup({ ...ok, service: fixtures.service });
    await update.dataProvider.update('services', {
      id: 6,
      data: { ...body, active: false },
      previousData: fixtures.service,
    });
    expect(update.sent()).toMatchObject({
      method: 'PUT',
      path: '/api/admin/services/6',
      json: { ...body, active: false },
    });

    const remove = setup();
    await remove.dataProvider.delete('services', { id: 6 });
    expect(remove.sent()).toMatchObject({ method: 'DELETE', path: '/api/admin/services/6' });
  });
});

describe('the wizard reads the public catalogue', () => {
  it('event types and categories of a type, without credentials', async () => {
    const types = setup({ ...ok, eventTypes: [] });
    await types.dataProvider.getList('wizard-event-types', { ...page(1), filter: {} });
    expect(types.sent()).toMatchObject({ method: 'GET', path: '/api/users/event-types' });
    expect(types.sent().headers.has('Authorization')).toBe(false);

    const categories = setup({ ...ok, eventCategories: [] });
    await categories.dataProvider.getList('wizard-event-categories', {
      ...page(1),
      filter: { eventTypeId: 1 },
    });
    expect(categories.sent()).toMatchObject({
      path: '/api/users/event-categories',
      query: { event_type_id: '1' },
    });

    const none = setup();
    expect(
      await none.dataProvider.getList('wizard-event-categories', { ...page(1), filter: {} }),
    ).toMatchObject({
      data: [],
    });
    expect(none.fetch).not.toHaveBeenCalled();
  });
});

describe('extra methods', () => {
  it('dashboard, error log, balance, settings and percentage', async () => {
    const dashboard = setup({ ...ok, totals: fixtures.totals });
    expect(await dashboard.dataProvider.getDashboard()).toEqual(fixtures.totals);
    expect(dashboard.sent()).toMatchObject({ method: 'GET', path: '/api/admin/dashboard/retrieve' });

    const log = setup('linha 1\nlinha 2', { text: true });
    expect(await log.dataProvider.getErrorLog()).toBe('linha 1\nlinha 2');
    expect(log.sent()).toMatchObject({ method: 'GET', path: '/api/admin/logs/error.txt' });

    const balance = {
      totalReceived: 10,
      totalTransferred: 5,
      totalAvailable: 3,
      totalPending: 2,
      totalHeld: 0,
      totalReserved: 0,
      totalBought: 0,
      releases: [],
    };
    const totals = setup({ ...ok, ...balance });
    expect(await totals.dataProvider.getEventTransactionTotals(10)).toEqual(balance);
    expect(totals.sent()).toMatchObject({ path: '/api/admin/events/10/transactions' });

    const settings = setup({ ...ok, settings: fixtures.settings });
    expect(await settings.dataProvider.getSettings()).toEqual(fixtures.settings);
    expect(settings.sent()).toMatchObject({ method: 'GET', path: '/api/admin/settings' });

    const save = setup({ ...ok, settings: fixtures.settings });
    await save.dataProvider.updateSettings(fixtures.settings);
    expect(save.sent()).toMatchObject({
      method: 'PUT',
      path: '/api/admin/settings',
      json: fixtures.settings,
    });

    const percentage = setup({ ...ok, percentageGift: 7 });
    expect(await percentage.dataProvider.getPercentageGift()).toBe(7);
    expect(percentage.sent()).toMatchObject({ path: '/api/admin/settings/percentage-gift' });
  });

  it('password, gift link, payout conclusion, transaction info, request info', async () => {
    const password = setup();
    await password.dataProvider.changePassword({ currentPassword: 'velha123', newPassword: 'nova1234' });
    expect(password.sent()).toMatchObject({
      method: 'PUT',
      path: '/api/admin/password',
      json: { currentPassword: 'velha123', newPassword: 'nova1234' },
    });

    const link = setup();
    await link.dataProvider.linkGiftToEvent({ giftId: 4, eventId: 10 });
    expect(link.sent()).toMatchObject({
      method: 'POST',
      path: '/api/admin/gifts/link-to-event',
      json: { giftId: 4, eventId: 10 },
    });

    const conclude = setup({ ...ok, payout: { ...fixtures.payout, status: 'PAID', paidAmount: 500 } });
    expect((await conclude.dataProvider.concludePayout(2, { paidAmount: 500 })).status).toBe('PAID');
    expect(conclude.sent()).toMatchObject({
      method: 'PUT',
      path: '/api/admin/payouts/2/conclude',
      json: { paidAmount: 500 },
    });

    const info = setup({ ...ok, payment: null });
    expect(await info.dataProvider.getTransactionInfo(6)).toBeNull();
    expect(info.sent()).toMatchObject({ method: 'GET', path: '/api/admin/transactions/6/info' });

    const infoEvent = { eventCategory: { id: 2, name: 'Lista' }, eventType: null, gifts: [] };
    const request = setup({ ...ok, infoEvent });
    expect(await request.dataProvider.getPreUserRequestInfo(3)).toEqual(infoEvent);
    expect(request.sent()).toMatchObject({ path: '/api/admin/pre-user-requests/info/3' });
  });

  it('the wizard: gifts and slug check, then the registration as the admin', async () => {
    const wizardGift = { id: 4, name: 'Panela', price: 10, image_url: null, imageUrl: null };
    const gifts = setup({ ...ok, gifts: [wizardGift], slug_available: false });
    expect(await gifts.dataProvider.fetchWizardGifts({ eventCategoryId: 2, slug: 'ana' })).toEqual({
      gifts: [wizardGift],
      slugAvailable: false,
      message: 'OK',
    });
    expect(gifts.sent()).toMatchObject({
      path: '/api/users/fetch-gifts-slug',
      query: { event_category_id: '2', slug: 'ana' },
    });

    const draft = {
      eventTypeId: 1,
      eventCategoryId: 2,
      title: 'Chá',
      subtitle: 'Do Theo',
      slug: 'cha-do-theo',
      giftDeliveryPreference: 'cash' as const,
      gifts: [1, 2, 3, 4],
      firstName: 'Lucas',
      lastName: 'Prado',
      phoneNumber: '(31) 98123-4567',
      email: 'lucas@mail.com',
      password: 'senha1234',
      confirmPassword: 'senha1234',
      useUserPassword: false,
    };
    const register = setup({ ...ok, id: 50 });
    expect(await register.dataProvider.registerEvent(draft)).toEqual({ id: 50, message: 'OK' });
    expect(register.sent()).toMatchObject({ method: 'POST', path: '/api/users/register', json: draft });
    expect(register.sent().headers.get('X-Admin-Id')).toBe('1');
  });
});

describe('react-admin plumbing and failures', () => {
  it('getMany reads each record; updateMany and deleteMany call each one', async () => {
    const many = setup({ ...ok, service: fixtures.service });
    expect((await many.dataProvider.getMany('services', { ids: [6, 7] })).data).toHaveLength(2);
    expect(many.sent(1)).toMatchObject({ path: '/api/admin/services/7' });

    const removeMany = setup();
    expect(await removeMany.dataProvider.deleteMany('gift-suggestions', { ids: [1, 2] })).toEqual({
      data: [1, 2],
    });
    expect(removeMany.sent(1)).toMatchObject({ method: 'DELETE', path: '/api/admin/gift-suggestions/2' });
  });

  it('refuses what the API does not offer, without a request', async () => {
    const { dataProvider, fetch } = setup();
    await expect(dataProvider.delete('payouts', { id: 1 })).rejects.toBeInstanceOf(ApiError);
    await expect(dataProvider.getList('unknown', { ...page(1), filter: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with an HttpError-shaped ApiError carrying the server message and status', async () => {
    const { dataProvider } = setup({ success: false, message: 'Evento não encontrado.' }, { status: 404 });
    const error = await dataProvider.getOne('events', { id: 99 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Evento não encontrado.' });
  });

  it('a 401 forgets the stored session', async () => {
    const { dataProvider, storage } = setup({ success: false, message: 'Sessão expirada.' }, { status: 401 });
    await expect(dataProvider.getDashboard()).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('adminToken')).toBeNull();
    expect(storage.getItem('adminId')).toBeNull();
  });
});

describe('an export (meta.allPages)', () => {
  it('reads every page, 100 rows at a time, up to the rows asked, and gives the total', async () => {
    const row = (id: number) => ({ ...fixtures.payout, id });
    const fetch = vi.fn<typeof globalThis.fetch>(async (url) => {
      const page = Number(new URL(String(url), 'http://admin.localhost').searchParams.get('page'));
      const payouts = page === 1 ? [row(1), row(2)] : [row(3)];
      return new Response(JSON.stringify({ ...ok, payouts, total: 3, totalPages: 2 }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const dataProvider = createDataProvider(createAdminApiClient({ storage: memoryStorage(), fetch }));
    const result = await dataProvider.getList('payouts', {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'PAID' },
      meta: { allPages: true },
    });
    expect(result.data.map((payout) => payout.id)).toEqual([1, 2, 3]);
    expect(result.total).toBe(3);
    expect(fetch).toHaveBeenCalledTimes(2);
    const query = (n: number) =>
      Object.fromEntries(new URL(String(fetch.mock.calls[n]?.[0]), 'http://admin.localhost').searchParams);
    expect(query(0)).toMatchObject({ page: '1', limit: '100', status: 'PAID' });
    expect(query(1)).toMatchObject({ page: '2', limit: '100', status: 'PAID' });
  });
});
