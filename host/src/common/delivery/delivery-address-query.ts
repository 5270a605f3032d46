import { apiRoutes } from '@celebra/shared/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** The cache key of the event's delivery address: the dashboard's notice and the page share it. */
export const deliveryAddressKey = (eventId: number) => ['usersGetDeliveryAddress', eventId] as const;

/** The event's delivery address, its preference, and the first due day of a gift to deliver. */
export function useDeliveryAddress(eventId: number) {
  return useQuery({
    queryKey: deliveryAddressKey(eventId),
    queryFn: ({ signal }) => api.call(apiRoutes.usersGetDeliveryAddress, { params: { eventId }, signal }),
  });
}
