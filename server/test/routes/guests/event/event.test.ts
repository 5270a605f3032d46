import { DEFAULT_GIFT_NOTICE, defaultGiftNotice } from '@celebra/shared/models';
import { describe, expect, it } from 'vitest';
import { eventGallery, eventMessages, guests, payouts, purchases } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { addGiftsToEvent, createHostEvent, setPercentageGift } from '../../../helpers/host-event';

const t = await build();

describe('GET /api/guests/event/{slug}', () => {
  it('answers the public event: texts, gallery, available gifts at the final price, details, sections', async () => {
    await setPercentageGift(t.db, 7);
    const { event } = await createHostEvent(t.db, {
      event: {
        slug: 'lu-e-rafa',
        title: 'Lu & Rafa',
        subtitle: 'Casamento',
        titleDescription: 'Bem-vindos!',
        description: 'Linha 1\nLinha 2',
        color: '#123456',
        avatarUrl: '/media/a.webp',
        bannerUrl: '/media/b.webp',
      },
      details: {
        eventDate: '2031-05-10',
        startTime: '16:00',
        endTime: '23:30',
        eventType: 'in-person',
        eventLocation: 'Espaço Jardim',
        postalCode: '05422-001',
        fullAddress: 'Rua dos Pinheiros, 100 - Pinheiros, São Paulo - SP',
        latitude: -23.56,
        longitude: -46.68,
      },
    });
    const [panela, retired, jarra] = await addGiftsToEvent(t.db, event.id, [
      { name: 'Panela', priceCents: 9999, imageUrl: '/media/panela.webp' },
      { name: 'Fora de linha', priceCents: 5000, active: false },
      { name: 'Jarra', priceCents: 1000 },
    ]);
    const [photo] = await t.db
      .insert(eventGallery)
      .values([{ eventId: event.id, type: 'image', url: '/media/g1.webp', storageKey: 'g1.webp' }])
      .returning();

    const response = await t.app.inject({ url: '/api/guests/event/LU-E-RAFA' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      event: {
        id: event.id,
        slug: 'lu-e-rafa',
        title: 'Lu & Rafa',
        subtitle: 'Casamento',
        titleDescription: 'Bem-vindos!',
        description: 'Linha 1\nLinha 2',
        color: '#123456',
        avatarUrl: '/media/a.webp',
        bannerUrl: '/media/b.webp',
        gallery: [{ id: photo?.id, type: 'image', url: '/media/g1.webp' }],
        // 99.99 × 1.07 = 106.9893 → 106.99 with the fee, 99.99 without; the gift the back office
        // deactivated left the catalogue, not this list.
        gifts: [
          {
            id: panela,
            name: 'Panela',
            description: '',
            kind: 'item',
            price: 106.99,
            priceWithoutFee: 99.99,
            imageUrl: '/media/panela.webp',
            isAvailable: true,
            quantity: null,
            remaining: null,
          },
          {
            id: retired,
            name: 'Fora de linha',
            description: '',
            kind: 'item',
            price: 53.5,
            priceWithoutFee: 50,
            imageUrl: null,
            isAvailable: true,
            quantity: null,
            remaining: null,
          },
          {
            id: jarra,
            name: 'Jarra',
            description: '',
            kind: 'item',
            price: 10.7,
            priceWithoutFee: 10,
            imageUrl: null,
            isAvailable: true,
            quantity: null,
            remaining: null,
          },
        ],
        giftNotice: DEFAULT_GIFT_NOTICE,
        details: {
          eventDate: '2031-05-10',
          startTime: '16:00',
          endTime: '23:30',
          eventType: 'in-person',
          eventLocation: 'Espaço Jardim',
          postalCode: '05422-001',
          fullAddress: 'Rua dos Pinheiros, 100 - Pinheiros, São Paulo - SP',
          latitude: -23.56,
          longitude: -46.68,
          transmission: null,
          transmissionLink: null,
          transmissionPassword: null,
        },
        settings: {
          showGiftList: true,
          showGuestMessages: true,
          showEventInfo: true,
          allowGuestConfirmation: true,
        },
        // The platform's percentage, and the box 'cover the fee' ticked by default.
        fee: { percentage: 7, coveredByGuestByDefault: true },
        rsvp: { deadline: null, open: true, childrenMaxAge: 12, questions: [] },
      },
    });
  });

  it("tells the host's choice of not ticking the fee's box by default", async () => {
    const { event } = await createHostEvent(t.db, {
      event: { slug: 'sem-taxa-marcada' },
      settings: { guestCoversFeeByDefault: false },
    });

    const response = await t.app.inject({ url: `/api/guests/event/${event.slug}` });

    expect(response.statusCode).toBe(200);
    expect(response.json().event.fee).toEqual({ percentage: 7, coveredByGuestByDefault: false });
  });

  it('tells the guests of a couple who chose delivery that the gift is delivered, cotas as money', async () => {
    const { event } = await createHostEvent(t.db, {
      event: { slug: 'entrega-na-semana', giftDeliveryPreference: 'weekOfParty' },
    });
    const { event: later } = await createHostEvent(t.db, {
      event: { slug: 'entrega-depois', giftDeliveryPreference: 'weekAfterParty' },
      settings: { giftNotice: null },
    });

    const notice = async (slug: string) =>
      (await t.app.inject({ url: `/api/guests/event/${slug}` })).json().event.giftNotice;

    expect(await notice(event.slug)).toBe(defaultGiftNotice('weekOfParty'));
    expect(await notice(event.slug)).toContain('entregue aos anfitriões na semana da festa');
    expect(await notice(later.slug)).toBe(defaultGiftNotice('weekAfterParty'));
    expect(await notice(later.slug)).not.toBe(DEFAULT_GIFT_NOTICE);
  });

  it("never shows guests' e-mails or phones, the owner, balances or the site password", async () => {
    const { event, host } = await createHostEvent(t.db, { event: { slug: 'privado' } });
    await t.db.insert(guests).values({
      eventId: event.id,
      firstName: 'Convidada',
      lastName: 'Secreta',
      email: 'convidada.secreta@example.com',
      phoneNumber: '(21) 99999-1234',
    });
    await t.db.insert(eventMessages).values({
      eventId: event.id,
      firstName: 'Remetente',
      lastName: 'Oculto',
      email: 'remetente.oculto@example.com',
      message: 'Parabéns!',
    });
    await t.db.insert(purchases).values({
      eventId: event.id,
      guestName: 'Comprador',
      guestEmail: 'comprador.oculto@example.com',
      userAmountCents: 123456,
      totalPriceCents: 130000,
      percentage: 5,
      status: 'APPROVED',
    });
    await t.db.insert(payouts).values({ eventId: event.id, userId: host.id, requestedAmountCents: 77777 });

    const response = await t.app.inject({ url: '/api/guests/event/privado' });

    expect(response.statusCode).toBe(200);
    for (const secret of [
      'convidada.secreta@example.com',
      '(21) 99999-1234',
      '99999',
      'remetente.oculto@example.com',
      'comprador.oculto@example.com',
      host.email,
      host.phoneNumber,
      '1234.56',
      '777.77',
      'Secreta',
      'passwordHash',
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('leaves out the gift list and the event information when the settings hide them', async () => {
    const { event } = await createHostEvent(t.db, {
      event: { slug: 'discreto' },
      details: { eventDate: '2031-01-01', eventLocation: 'Segredo' },
      settings: { showGiftList: false, showEventInfo: false, allowGuestConfirmation: false },
    });
    await addGiftsToEvent(t.db, event.id, [{ name: 'Vaso', priceCents: 2000 }]);

    const response = await t.app.inject({ url: '/api/guests/event/discreto' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.event.gifts).toEqual([]);
    expect(body.event.details).toBeNull();
    expect(body.event.settings).toEqual({
      showGiftList: false,
      showGuestMessages: true,
      showEventInfo: false,
      allowGuestConfirmation: false,
    });
    expect(response.body).not.toContain('Vaso');
    expect(response.body).not.toContain('Segredo');
  });

  it('answers an event without settings or details rows with the defaults', async () => {
    await createHostEvent(t.db, { event: { slug: 'sem-linhas' }, details: null, settings: null });

    const response = await t.app.inject({ url: '/api/guests/event/sem-linhas' });

    expect(response.statusCode).toBe(200);
    expect(response.json().event.details).toBeNull();
    expect(response.json().event.settings.showGiftList).toBe(true);
  });

  it('asks for the password of a protected site, refuses a wrong one, opens with the right one', async () => {
    await createHostEvent(t.db, {
      event: { slug: 'com-senha', title: 'Festa fechada' },
      settings: { password: 'segredo1' },
    });

    const without = await t.app.inject({ url: '/api/guests/event/com-senha' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({
      success: false,
      message: 'Este site é protegido por senha. Informe a senha para continuar.',
    });
    expect(without.body).not.toContain('Festa fechada');

    const wrong = await t.app.inject({ url: '/api/guests/event/com-senha?password=segredo2' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Senha incorreta.' });

    const right = await t.app.inject({ url: '/api/guests/event/com-senha?password=segredo1' });
    expect(right.statusCode).toBe(200);
    expect(right.json().event.title).toBe('Festa fechada');
    expect(right.body).not.toContain('segredo1');
  });

  it('answers 404 for a disabled event and for an unknown slug', async () => {
    await createHostEvent(t.db, { event: { slug: 'desativado', active: false } });

    for (const slug of ['desativado', 'nao-existe']) {
      const response = await t.app.inject({ url: `/api/guests/event/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado!' });
    }
  });

  it('documents the password query in the OpenAPI description', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/guests/event/{slug}'].get;
    expect(operation.description).toContain('`password`');
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'password', in: 'query' })]),
    );
  });
});
