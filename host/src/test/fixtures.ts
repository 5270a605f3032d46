import type { THostEvent, THostUser } from '@celebra/shared/models';

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
