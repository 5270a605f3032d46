import type { TEventSummary } from '@celebra/shared/models';
import EventIcon from '@mui/icons-material/Event';
import { lazyPage } from '../common/lazy-page';
import { eventSubPage } from './EventSubPage';

export const EventGuests = eventSubPage(lazyPage(() => import('./EventGuests'), 'EventGuests'));
export const EventMessages = eventSubPage(lazyPage(() => import('./EventMessages'), 'EventMessages'));
export const EventServices = eventSubPage(lazyPage(() => import('./EventServices'), 'EventServices'));
export const ReceivedGifts = eventSubPage(lazyPage(() => import('./ReceivedGifts'), 'ReceivedGifts'));

export default {
  list: lazyPage(() => import('./EventList'), 'EventList'),
  edit: lazyPage(() => import('./EventEdit'), 'EventEdit'),
  create: lazyPage(() => import('./wizard/EventCreate'), 'EventCreate'),
  icon: EventIcon,
  recordRepresentation: (event: TEventSummary) => event.title,
};
