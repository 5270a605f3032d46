import type { THostEvent, THostEventGift, THostUser } from '@celebra/shared/models';
import { DEFAULT_GIFT_NOTICE, MIN_LIST_GIFTS } from '@celebra/shared/models';

export const EVENT_ID = 7;

export const user: THostUser = {
  id: 3,
  firstName: 'Ana',
  lastName: 'Souza',
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@celebra.dev',
  phoneNumber: '(11) 98765-4321',
};

export const hostEvent: THostEvent = {
  id: EVENT_ID,
  slug: 'ana-e-joao',
  title: 'Casamento de Ana e João',
  subtitle: 'Vamos celebrar juntos',
  color: '#3d7ea6',
  avatarUrl: '/media/avatar.jpg',
  bannerUrl: '/media/banner.jpg',
  titleDescription: 'Nossa história',
  description: 'Estamos muito felizes.',
};

export const ok = (extra: Record<string, unknown> = {}) => ({ success: true, message: 'OK', ...extra });

export const meAnswer = (event: THostEvent | null = hostEvent) => ok({ user, event });

/**
 * A gift of the host's list as GET /users/gifts/{eventId} answers it: a whole item at R$ 100,00
 * to the couple and R$ 105,00 to the guest (a 5% fee) unless told otherwise.
 */
export const hostGift = (overrides: Partial<THostEventGift> & Pick<THostEventGift, 'id' | 'name'>) =>
  ({
    description: '',
    kind: 'item',
    price: 105,
    priceWithoutFee: 100,
    imageUrl: `/media/gifts/${overrides.id}.webp`,
    isAvailable: true,
    quantity: null,
    remaining: null,
    hidden: false,
    custom: false,
    given: 0,
    ...overrides,
  }) satisfies THostEventGift;

/** GET /users/gifts/{eventId}: the list, no suggestions, a 5% fee and the platform's notice. */
export const giftListAnswer = (gifts: THostEventGift[], extra: Record<string, unknown> = {}) =>
  ok({
    gifts,
    giftSuggestions: [],
    percentageGift: 5,
    giftNotice: { text: DEFAULT_GIFT_NOTICE, isDefault: true },
    minimumGifts: MIN_LIST_GIFTS,
    ...extra,
  });
