import { DEFAULT_GIFT_NOTICE, type TEventGift, type TPublicEvent } from '@celebra/shared/models';

/** A gift of a list as the site gets it: an item without a limit unless told otherwise. */
export function makeGift(overrides: Partial<TEventGift> & Pick<TEventGift, 'id' | 'name'>): TEventGift {
  return {
    description: '',
    kind: 'item',
    price: 100,
    priceWithoutFee: 95.24,
    imageUrl: null,
    isAvailable: true,
    quantity: null,
    remaining: null,
    ...overrides,
  };
}

/** A honeymoon in 10 cotas of R$ 300 (R$ 315 with the fee), 2 of them given. */
export function makeCotasGift(id: number): TEventGift {
  return makeGift({
    id,
    name: 'Lua de mel',
    kind: 'cotas',
    price: 315,
    priceWithoutFee: 300,
    quantity: 10,
    remaining: 8,
  });
}

/**
 * Ana & Pedro's site as GET /guests/event/{slug} answers it; every section on, a 5 % fee the
 * cart's box starts covering, a confirmation form open with no deadline and no host questions.
 */
export function makeEvent(overrides: Partial<TPublicEvent> = {}): TPublicEvent {
  return {
    id: 7,
    slug: 'ana-e-pedro',
    title: 'Ana & Pedro',
    subtitle: 'Vamos nos casar!',
    color: '#4a7c59',
    avatarUrl: '/media/avatar.webp',
    bannerUrl: '/media/banner-1600.webp',
    titleDescription: 'Nossa história',
    description: 'Linha um\nLinha dois',
    gallery: [
      { id: 1, type: 'image', url: '/media/foto-1.webp' },
      { id: 2, type: 'video', url: '/media/video-1' },
      { id: 3, type: 'image', url: '/media/casamento.mp4' },
    ],
    gifts: [
      makeGift({
        id: 11,
        name: 'Cafeteira Expresso',
        // 429,05 + 5 % = 450,5025 → 450,50.
        price: 450.5,
        priceWithoutFee: 429.05,
        imageUrl: '/media/cafeteira.webp',
      }),
      makeGift({ id: 12, name: 'Jogo de Taças', price: 120, priceWithoutFee: 114.29 }),
    ],
    giftNotice: DEFAULT_GIFT_NOTICE,
    details: {
      eventDate: '2026-03-14',
      startTime: '16:00',
      endTime: '23:30',
      eventType: 'in-person',
      eventLocation: 'Espaço Jardim',
      postalCode: '01310-100',
      fullAddress: 'Avenida Paulista, 1000, São Paulo - SP',
      latitude: null,
      longitude: null,
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
    fee: { percentage: 5, coveredByGuestByDefault: true },
    rsvp: { deadline: null, open: true, childrenMaxAge: 12, questions: [] },
    ...overrides,
  };
}

export const eventAnswer = (event: TPublicEvent = makeEvent()) => ({
  success: true,
  message: 'Evento encontrado.',
  event,
});
