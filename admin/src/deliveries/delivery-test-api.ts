/**
 * 'Entregas' under test as the browser runs it: the back office's real data provider and API
 * client, `fetch` mocked at the network edge keyed by the route table, so each test sees the
 * queries and bodies the server would get.
 */
import type { KeyValueStorage } from '@celebra/shared/client';
import type { TDelivery } from '@celebra/shared/models';
import { apiCall, json, mockApi, type TSentRequest } from '@celebra/ui/test-support';
import { createAdminApiClient } from '../providers/api-client';
import { createDataProvider } from '../providers/data-provider';
import type { FakeDataProvider } from '../test/render';

export const delivery: TDelivery = {
  id: 41,
  eventId: 10,
  eventTitle: 'Casamento Ana e Pedro',
  purchaseId: 300,
  giftName: 'Jogo de panelas antiaderentes',
  quantity: 2,
  guestName: 'Rita Lima',
  share: 569.05,
  status: 'TO_BUY',
  dueFrom: '2026-12-01',
  dueTo: '2026-12-07',
  cost: null,
  supplier: null,
  carrier: null,
  trackingCode: null,
  deliveredOn: null,
  refundedAfterBuying: false,
  refundDecision: null,
  refundDecisionReason: null,
  refundDecidedAt: null,
  convertible: true,
  address: {
    postalCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Apto 12',
    neighbourhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    recipientName: 'Ana Souza',
  },
  createdAt: '2026-11-20T13:00:00.000Z',
};

export const LIST = apiCall('adminListDeliveries');
export const move = (id: number) => apiCall('adminMoveDelivery', { id });

/** The list's answer for these rows, one page. */
export const listAnswer = (deliveries: TDelivery[]) =>
  json({ success: true, message: 'OK', deliveries, total: deliveries.length, totalPages: 1 });

function adminStorage(): KeyValueStorage {
  const map = new Map([
    ['adminToken', '"token-abc"'],
    ['adminId', '"1"'],
  ]);
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** The API answering `handlers`, and the real data provider that renderAdmin takes. */
export function deliveriesApi(
  handlers: Record<string, (request: TSentRequest) => Response | Promise<Response>>,
) {
  const api = mockApi(handlers);
  const client = createAdminApiClient({
    storage: adminStorage(),
    // Read at each call: the mock replaced the global one.
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return { api, dataProvider: createDataProvider(client) as unknown as FakeDataProvider };
}
