import type { THostEvent } from '@celebra/shared/models';
import type { Event } from '../../db/schema/index';

/** The host's view of their event row ('Cores e Textos', the dashboard header). */
export function toHostEvent(event: Event): THostEvent {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    subtitle: event.subtitle,
    color: event.color,
    avatarUrl: event.avatarUrl,
    bannerUrl: event.bannerUrl,
    titleDescription: event.titleDescription,
    description: event.description,
  };
}
