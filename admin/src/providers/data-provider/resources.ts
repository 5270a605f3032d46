/**
 * How each react-admin resource maps onto the API's calls. A resource lists only the methods the
 * API offers; the others are refused by the data provider. A list is sorted on a column only where
 * the API's contract allows it (its *_SORT fields); otherwise the server's own order applies.
 */

import {
  ADMIN_DELIVERIES_SORT,
  ADMIN_EVENTS_SORT,
  ADMIN_PAYOUTS_SORT,
  ADMIN_REQUESTS_SORT,
  ADMIN_TRANSACTIONS_SORT,
  ADMIN_USERS_SORT,
  apiRoutes,
  type TAdminCreateEventCategoryBody,
  type TAdminCreateEventGuestBody,
  type TAdminCreateServiceBody,
  type TAdminDecideDeliveryBody,
  type TAdminListDeliveriesQuery,
  type TAdminMoveDeliveryBody,
  type TAdminUpdateEventBody,
  type TAdminUpdateEventCategoryBody,
  type TAdminUpdateServiceBody,
  type TAdminUpdateTransactionStatusBody,
  type TAdminUpdateUserBody,
} from '@celebra/shared/api';
import type { ApiClient } from '@celebra/shared/client';
import { serviceTypeLabel } from '@celebra/shared/format';
import type { TPurchaseState } from '@celebra/shared/models';
import type {
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import {
  eventIdOf,
  filterValue,
  idParam,
  multipart,
  pageQuery,
  pageResult,
  sortQuery,
  wholeResult,
} from './query';

type Signal = { signal?: AbortSignal | undefined };

export type ResourceHandler = {
  getList?: (params: GetListParams & Signal) => Promise<GetListResult>;
  getOne?: (id: Identifier, signal?: AbortSignal) => Promise<RaRecord>;
  getManyReference?: (params: GetManyReferenceParams & Signal) => Promise<GetListResult>;
  create?: (data: Record<string, unknown>) => Promise<RaRecord>;
  update?: (params: UpdateParams) => Promise<RaRecord>;
  delete?: (params: DeleteParams) => Promise<void>;
};

/** The file and fields of the gift and event-type forms (multipart). */
type ImageFields = { image?: Blob | null };
type GiftData = ImageFields & {
  name: string;
  description: string;
  price: number | string;
  eventCategoryId: number | string;
  active?: boolean;
};
type EventTypeData = ImageFields & { name: string; description: string; active?: boolean };

const guestBody = ({ firstName, lastName, email, phoneNumber }: TAdminCreateEventGuestBody) => ({
  firstName,
  lastName,
  email,
  phoneNumber,
});

const giftForm = ({ name, description, price, eventCategoryId, active, image }: GiftData) =>
  multipart({ name, description, price, eventCategoryId, active, image });

const eventTypeForm = ({ name, description, active, image }: EventTypeData) =>
  multipart({ name, description, active, image });

/** An event's sub-list: react-admin's reference `id` is the event. */
function byEvent<T extends RaRecord>(list: (eventId: number, signal?: AbortSignal) => Promise<T[]>) {
  return async (params: GetManyReferenceParams & Signal) =>
    wholeResult(await list(idParam(params.id), params.signal));
}

export function createResourceHandlers(client: ApiClient): Record<string, ResourceHandler> {
  const { call } = client;
  return {
    users: {
      getList: async ({ filter, pagination, sort, signal }) => {
        const query = {
          ...pageQuery({ pagination }),
          ...sortQuery({ sort }, ADMIN_USERS_SORT),
          name: filterValue(filter, 'name'),
          email: filterValue(filter, 'email'),
          phoneNumber: filterValue(filter, 'phoneNumber'),
        };
        const answer = await call(apiRoutes.adminListUsers, { query, signal });
        return pageResult(answer.users, query.page, answer.totalPages, answer.total);
      },
      getOne: async (id, signal) => (await call(apiRoutes.adminGetUser, { params: { id }, signal })).user,
      update: async ({ id, data }) =>
        (
          await call(apiRoutes.adminUpdateUser, {
            params: { id },
            body: data as TAdminUpdateUserBody,
          })
        ).user,
    },
    'user-events': {
      getManyReference: async ({ id, signal }) =>
        wholeResult(
          (await call(apiRoutes.adminListUserEvents, { params: { userId: idParam(id) }, signal })).events,
        ),
    },

    events: {
      getList: async ({ filter, pagination, sort, signal }) => {
        const active = filterValue(filter, 'active');
        const query = {
          ...pageQuery({ pagination }),
          ...sortQuery({ sort }, ADMIN_EVENTS_SORT),
          id: filterValue(filter, 'id'),
          title: filterValue(filter, 'title'),
          slug: filterValue(filter, 'slug'),
          active: active === 'true' || active === 'false' ? (active as 'true' | 'false') : undefined,
          dateFilterType: filterValue(filter, 'dateFilterType') as 'createdAt' | 'eventDate' | undefined,
          startDate: filterValue(filter, 'startDate'),
          endDate: filterValue(filter, 'endDate'),
        };
        const answer = await call(apiRoutes.adminListEvents, { query, signal });
        return pageResult(answer.events, query.page, answer.totalPages, answer.total);
      },
      getOne: async (id, signal) => (await call(apiRoutes.adminGetEvent, { params: { id }, signal })).event,
      update: async ({ id, data }) =>
        (await call(apiRoutes.adminUpdateEvent, { params: { id }, body: data as TAdminUpdateEventBody }))
          .event,
    },
    'event-messages': {
      getManyReference: byEvent(
        async (id, signal) =>
          (await call(apiRoutes.adminListEventMessages, { params: { id }, signal })).messages,
      ),
      delete: async (params) => {
        await call(apiRoutes.adminDeleteEventMessage, {
          params: { id: eventIdOf(params), messageId: idParam(params.id) },
        });
      },
    },
    'event-guests': {
      getManyReference: byEvent(
        async (id, signal) => (await call(apiRoutes.adminListEventGuests, { params: { id }, signal })).guests,
      ),
      create: async (data) =>
        (
          await call(apiRoutes.adminCreateEventGuest, {
            params: { id: eventIdOf({ data }) },
            body: guestBody(data as TAdminCreateEventGuestBody),
          })
        ).guest,
      update: async (params) =>
        (
          await call(apiRoutes.adminUpdateEventGuest, {
            params: { id: eventIdOf(params), guestId: idParam(params.id) },
            body: guestBody(params.data as TAdminCreateEventGuestBody),
          })
        ).guest,
      delete: async (params) => {
        await call(apiRoutes.adminDeleteEventGuest, {
          params: { id: eventIdOf(params), guestId: idParam(params.id) },
        });
      },
    },
    'event-received-gifts': {
      getManyReference: byEvent(
        async (id, signal) =>
          (await call(apiRoutes.adminListEventReceivedGifts, { params: { id }, signal })).receivedGifts,
      ),
    },
    'event-contracted-services': {
      getManyReference: byEvent(
        async (id, signal) =>
          (await call(apiRoutes.adminListEventContractedServices, { params: { id }, signal }))
            .contractedServices,
      ),
    },
    'event-pending-services': {
      getManyReference: byEvent(
        async (id, signal) =>
          (await call(apiRoutes.adminListEventPendingServices, { params: { id }, signal })).pendingServices,
      ),
    },
    'event-default-services': {
      getManyReference: byEvent(
        async (id, signal) =>
          (await call(apiRoutes.adminListEventDefaultServices, { params: { id }, signal })).servicesDefault,
      ),
    },

    'event-requests': {
      getList: async ({ filter, pagination, sort, signal }) => {
        const query = {
          ...pageQuery({ pagination }),
          ...sortQuery({ sort }, ADMIN_REQUESTS_SORT),
          id: filterValue(filter, 'id'),
          email: filterValue(filter, 'email'),
          phoneNumber: filterValue(filter, 'phoneNumber'),
          startDate: filterValue(filter, 'startDate'),
          endDate: filterValue(filter, 'endDate'),
        };
        const answer = await call(apiRoutes.adminListPreUserRequests, { query, signal });
        return pageResult(answer.userEventRequests, query.page, answer.totalPages, answer.total);
      },
    },

    /** The gifts page's grouping: one row per event type, its categories and their gifts. */
    'gift-categories': {
      getList: async ({ signal }) =>
        wholeResult((await call(apiRoutes.adminListGiftsByCategory, { signal })).giftsByCategory),
    },
    gifts: {
      // With how many lists and purchases use it: the removal's confirmation says so first.
      getOne: async (id, signal) => {
        const { gift, usage } = await call(apiRoutes.adminGetGift, { params: { id }, signal });
        return { ...gift, usage };
      },
      create: async (data) =>
        (await call(apiRoutes.adminCreateGift, { body: giftForm(data as GiftData) })).gift,
      update: async ({ id, data }) =>
        (await call(apiRoutes.adminUpdateGift, { params: { id }, body: giftForm(data as GiftData) })).gift,
      delete: async ({ id }) => {
        await call(apiRoutes.adminDeleteGift, { params: { id } });
      },
    },

    /** Event types with their categories (the event-types page and every type select). */
    'event-types': {
      getList: async ({ signal }) =>
        wholeResult((await call(apiRoutes.adminListEventTypesWithCategories, { signal })).eventTypes),
      create: async (data) =>
        (await call(apiRoutes.adminCreateEventType, { body: eventTypeForm(data as EventTypeData) }))
          .eventType,
      update: async ({ id, data }) =>
        (
          await call(apiRoutes.adminUpdateEventType, {
            params: { id },
            body: eventTypeForm(data as EventTypeData),
          })
        ).eventType,
      delete: async ({ id }) => {
        await call(apiRoutes.adminDeleteEventType, { params: { id } });
      },
    },
    'event-categories': {
      getList: async ({ signal }) =>
        wholeResult((await call(apiRoutes.adminListEventCategories, { signal })).eventCategories),
      create: async (data) =>
        (await call(apiRoutes.adminCreateEventCategory, { body: data as TAdminCreateEventCategoryBody }))
          .eventCategory,
      update: async ({ id, data }) =>
        (
          await call(apiRoutes.adminUpdateEventCategory, {
            params: { id },
            body: data as TAdminUpdateEventCategoryBody,
          })
        ).eventCategory,
      delete: async ({ id }) => {
        await call(apiRoutes.adminDeleteEventCategory, { params: { id } });
      },
    },

    services: {
      getList: async ({ signal }) =>
        wholeResult((await call(apiRoutes.adminListServices, { signal })).services),
      getOne: async (id, signal) =>
        (await call(apiRoutes.adminGetService, { params: { id }, signal })).service,
      create: async (data) =>
        (await call(apiRoutes.adminCreateService, { body: data as TAdminCreateServiceBody })).service,
      update: async ({ id, data }) =>
        (await call(apiRoutes.adminUpdateService, { params: { id }, body: data as TAdminUpdateServiceBody }))
          .service,
      delete: async ({ id }) => {
        await call(apiRoutes.adminDeleteService, { params: { id } });
      },
    },
    /** The service form's type select: { id: 'VIDEO', name: 'Vídeo' }. */
    'service-types': {
      getList: async ({ signal }) =>
        wholeResult(
          (await call(apiRoutes.adminListServiceTypes, { signal })).serviceTypes.map((type) => ({
            id: type,
            name: serviceTypeLabel(type),
          })),
        ),
    },

    payouts: {
      getList: async ({ filter, pagination, sort, signal }) => {
        const query = {
          ...pageQuery({ pagination }),
          ...sortQuery({ sort }, ADMIN_PAYOUTS_SORT),
          status: (filterValue(filter, 'status') ?? 'PENDING') as 'PENDING',
          eventId: filterValue(filter, 'eventId'),
          userId: filterValue(filter, 'userId'),
        };
        const answer = await call(apiRoutes.adminListPayouts, { query, signal });
        return pageResult(answer.payouts, query.page, answer.totalPages, answer.total);
      },
      getOne: async (id, signal) => (await call(apiRoutes.adminGetPayout, { params: { id }, signal })).payout,
    },
    'negative-balances': {
      getList: async ({ signal }) =>
        wholeResult(
          (await call(apiRoutes.adminListNegativeBalances, { signal })).balances.map((row) => ({
            id: row.eventId,
            ...row,
          })),
        ),
    },
    transactions: {
      getList: async ({ filter, pagination, sort, signal }) => {
        const query = {
          ...pageQuery({ pagination }),
          ...sortQuery({ sort }, ADMIN_TRANSACTIONS_SORT),
          status: (filterValue(filter, 'status') ?? 'PENDING') as TPurchaseState | 'ALL',
          search: filterValue(filter, 'search'),
          eventId: filterValue(filter, 'eventId'),
        };
        const answer = await call(apiRoutes.adminListTransactions, { query, signal });
        return pageResult(answer.transactions, query.page, answer.totalPages, answer.total);
      },
      getOne: async (id, signal) =>
        (await call(apiRoutes.adminGetTransaction, { params: { id }, signal })).transaction,
      /** The only thing an administrator changes on a transaction is its status ('Update Status'). */
      update: async ({ id, data }) =>
        (
          await call(apiRoutes.adminUpdateTransactionStatus, {
            params: { id },
            body: {
              status: (data as TAdminUpdateTransactionStatusBody).status,
              reason: (data as TAdminUpdateTransactionStatusBody).reason,
            },
          })
        ).transaction,
    },

    /**
     * 'Entregas': the lines to buy and send, 'A comprar' unless the filter says otherwise, the
     * soonest due first unless a column is sorted. An update is one step of a line's flow with its
     * data (the body as the contract has it: Comprado, Enviado or Entregue).
     */
    deliveries: {
      getList: async ({ filter, pagination, sort, signal }) => {
        const query = {
          ...pageQuery({ pagination }),
          ...sortQuery({ sort }, ADMIN_DELIVERIES_SORT),
          status: (filterValue(filter, 'status') ?? 'TO_BUY') as TAdminListDeliveriesQuery['status'],
          eventId: filterValue(filter, 'eventId'),
          dueFrom: filterValue(filter, 'dueFrom'),
          dueTo: filterValue(filter, 'dueTo'),
        };
        const answer = await call(apiRoutes.adminListDeliveries, { query, signal });
        return pageResult(answer.deliveries, query.page, answer.totalPages, answer.total);
      },
      update: async ({ id, data }) =>
        (await call(apiRoutes.adminMoveDelivery, { params: { id }, body: data as TAdminMoveDeliveryBody }))
          .delivery,
    },
    /**
     * The administrator's decision on a delivery line refunded after it was bought ('Cobrar do
     * casal' or 'Plataforma assume', with the reason): an update of the line's decision.
     */
    'delivery-decisions': {
      update: async ({ id, data }) => {
        const { decision, reason } = data as TAdminDecideDeliveryBody;
        return (await call(apiRoutes.adminDecideDelivery, { params: { id }, body: { decision, reason } }))
          .delivery;
      },
    },

    /** Charge-backs by their deadline to send documents: OPEN (still ahead) unless the filter says otherwise. */
    chargebacks: {
      getList: async ({ filter, pagination, signal }) => {
        const query = {
          ...pageQuery({ pagination }),
          status: (filterValue(filter, 'status') ?? 'OPEN') as 'OPEN',
        };
        const answer = await call(apiRoutes.adminListChargebacks, { query, signal });
        return pageResult(answer.chargebacks, query.page, answer.totalPages, answer.total);
      },
    },

    /** The audit log, newest first, with the list's filters as they are. */
    'audit-log': {
      getList: async ({ filter, pagination, signal }) => {
        const query = {
          ...pageQuery({ pagination }),
          action: filterValue(filter, 'action'),
          entityType: filterValue(filter, 'entityType'),
          entityId: filterValue(filter, 'entityId'),
          actorKind: filterValue(filter, 'actorKind') as 'admin' | 'host' | 'system' | undefined,
          actorId: filterValue(filter, 'actorId'),
          startDate: filterValue(filter, 'startDate'),
          endDate: filterValue(filter, 'endDate'),
        };
        const answer = await call(apiRoutes.adminListAuditLog, { query, signal });
        return pageResult(answer.entries, query.page, answer.totalPages, answer.total);
      },
    },

    'gift-suggestions': {
      getList: async ({ filter, pagination, signal }) => {
        const query = { ...pageQuery({ pagination }), eventId: filterValue(filter, 'eventId') };
        const answer = await call(apiRoutes.adminListGiftSuggestions, { query, signal });
        return pageResult(answer.giftSuggestions, query.page, answer.totalPages, answer.total);
      },
      delete: async ({ id }) => {
        await call(apiRoutes.adminDeleteGiftSuggestion, { params: { id } });
      },
    },

    /** The wizard's steps read the public catalogue, as the host's own wizard does. */
    'wizard-event-types': {
      getList: async ({ signal }) =>
        wholeResult((await call(apiRoutes.usersListEventTypes, { signal })).eventTypes),
    },
    'wizard-event-categories': {
      getList: async ({ filter, signal }) => {
        const eventTypeId = filterValue(filter, 'eventTypeId');
        if (!eventTypeId) return wholeResult([]);
        const answer = await call(apiRoutes.usersListEventCategories, {
          query: { event_type_id: eventTypeId },
          signal,
        });
        return wholeResult(answer.eventCategories);
      },
    },
  };
}
