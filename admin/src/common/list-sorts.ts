import {
  ADMIN_DELIVERIES_SORT,
  ADMIN_EVENTS_SORT,
  ADMIN_PAYOUTS_SORT,
  ADMIN_REQUESTS_SORT,
  ADMIN_TRANSACTIONS_SORT,
  ADMIN_USERS_SORT,
} from '@celebra/shared/api';

/**
 * The fields each list's API sorts on (the contract's *_SORT): an address asking for any other
 * sort is put back to the list's default, since the server would ignore it and the address would
 * claim an order the rows do not follow. A list not named here sorts on nothing.
 */
export const LIST_SORTS: Readonly<Record<string, readonly string[]>> = {
  events: ADMIN_EVENTS_SORT,
  users: ADMIN_USERS_SORT,
  'event-requests': ADMIN_REQUESTS_SORT,
  payouts: ADMIN_PAYOUTS_SORT,
  transactions: ADMIN_TRANSACTIONS_SORT,
  deliveries: ADMIN_DELIVERIES_SORT,
};
