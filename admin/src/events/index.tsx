import type { TEventSummary } from '@celebra/shared/models';
import EventIcon from '@mui/icons-material/Event';
import { lazyPage } from '../common/lazy-page';

export const EventGuests = lazyPage(() => import('./EventGuests'), 'EventGuests');
export const EventMessages = lazyPage(() => import('./EventMessages'), 'EventMessages');
export const EventServices = lazyPage(() => import('./EventServices'), 'EventServices');
export const ReceivedGifts = lazyPage(() => import('./ReceivedGifts'), 'ReceivedGifts');

export default {
  list: lazyPage(() => import('./EventList'), 'EventList'),
  edit: lazyPage(() => import('./EventEdit'), 'EventEdit'),
  create: lazyPage(() => import('./wizard/EventCreate'), 'EventCreate'),
  icon: EventIcon,
  recordRepresentation: (event: TEventSummary) => event.title,
};
