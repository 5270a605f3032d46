import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/test-support';
import { ZAdminListEventsQuerySchema } from './admin-events';
import { ZAdminCreateGiftBodySchema } from './admin-gifts';
import { ZAdminListPayoutsQuerySchema } from './admin-money';
import { ZAdminListUsersQuerySchema } from './admin-users';
import { ZIdParams } from './common';
import { ZGuestsGetEventParamsSchema } from './guests';
import { ZPaymentsWebhookBodySchema } from './system';
import { ZUsersListEventCategoriesQuerySchema } from './users-catalog';
import { ZUsersUploadGalleryMediaBodySchema } from './users-gallery';
import { ZUsersCreateGuestBodySchema } from './users-guests';

describe('query strings and path params (strings on the wire)', () => {
  it('lists default to page 1 of 20', () => {
    expect(ZAdminListUsersQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('coerces the event filters', () => {
    expect(
      ZAdminListEventsQuerySchema.parse({
        page: '2',
        id: '7',
        active: 'false',
        dateFilterType: 'eventDate',
        startDate: '2025-01-01',
        title: '  Casamento ',
      }),
    ).toEqual({
      page: 2,
      limit: 20,
      id: 7,
      active: false,
      dateFilterType: 'eventDate',
      startDate: '2025-01-01',
      title: 'Casamento',
    });
  });

  it('answers bad filters with messages naming them', () => {
    expect(
      fieldErrors(ZAdminListEventsQuerySchema, {
        active: 'talvez',
        limit: '500',
        startDate: '2025-02-30',
        page: '0',
      }),
    ).toEqual({
      active: 'O campo Ativo é inválido.',
      limit: 'O campo Itens por página deve ser no máximo 100.',
      startDate: 'O campo Data inicial deve ser uma data no formato AAAA-MM-DD.',
      page: 'O campo Página é inválido.',
    });
  });

  it('payouts filter on an upper-case status, pending by default', () => {
    expect(ZAdminListPayoutsQuerySchema.parse({}).status).toBe('PENDING');
    expect(ZAdminListPayoutsQuerySchema.parse({ status: 'PAID' }).status).toBe('PAID');
    expect(fieldErrors(ZAdminListPayoutsQuerySchema, { status: 'paid' })).toEqual({
      status: 'Status inválido.',
    });
  });

  it('ids must be positive integers that fit the database', () => {
    expect(ZIdParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(fieldErrors(ZIdParams, { id }), id).toEqual({ id: 'O campo ID é inválido.' });
    }
  });

  it('the wizard query keeps its snake_case names', () => {
    expect(ZUsersListEventCategoriesQuerySchema.parse({ event_type_id: '3' })).toEqual({ event_type_id: 3 });
  });

  it('the public slug is matched case-insensitively', () => {
    expect(ZGuestsGetEventParamsSchema.parse({ slug: 'Ana-E-Joao' })).toEqual({ slug: 'ana-e-joao' });
  });
});

describe('request bodies reuse the form rules', () => {
  it('the gift multipart fields are coerced from strings', () => {
    expect(
      ZAdminCreateGiftBodySchema.parse({
        name: 'Panela',
        description: 'De pressão',
        price: '99.9',
        eventCategoryId: '2',
        active: 'true',
      }),
    ).toEqual({ name: 'Panela', description: 'De pressão', price: 99.9, eventCategoryId: 2, active: true });
  });

  it('the host guest body takes the eventId the client sends and drops empty companions', () => {
    expect(
      ZUsersCreateGuestBodySchema.parse({
        eventId: 5,
        firstName: 'Rita',
        lastName: 'Souza',
        email: 'rita@mail.com',
        phoneNumber: '(21) 99876-5432',
        companions: [{ name: '', age: '' }],
      }),
    ).toMatchObject({ eventId: 5, companions: [] });
  });

  it('the gallery upload names the kind of file', () => {
    expect(fieldErrors(ZUsersUploadGalleryMediaBodySchema, { fileType: 'audio' })).toEqual({
      fileType: 'O campo Tipo de arquivo deve ser image ou video.',
    });
  });

  it('the webhook keeps what the provider sends', () => {
    const notification = {
      type: 'payment',
      action: 'payment.updated',
      data: { id: '123' },
      live_mode: false,
    };
    expect(ZPaymentsWebhookBodySchema.parse(notification)).toEqual(notification);
  });
});
