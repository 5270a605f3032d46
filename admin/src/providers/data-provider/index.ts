/**
 * The back office's data provider: react-admin's nine methods mapped onto the administrator API
 * through the shared API client (resources.ts), plus typed methods for the calls that are not CRUD
 * (custom.ts), read with `useDataProvider<CelebraDataProvider>()`. Failures reject with the
 * client's ApiError, which is shaped like react-admin's HttpError (message, status, body), so the
 * auth provider sees the status and the screens turn it into the alert's text with `errorMessage`.
 */
import { type ApiClient, ApiError } from '@celebra/shared/client';
import type { DataProvider, GetListResult, RaRecord } from 'react-admin';
import { type CelebraCustomMethods, createCustomMethods } from './custom';
import { readAllPages } from './query';
import { createResourceHandlers, type ResourceHandler } from './resources';

export type { CelebraCustomMethods } from './custom';

export type CelebraDataProvider = DataProvider & CelebraCustomMethods;

function unsupported(resource: string, method: string): never {
  throw new ApiError(`A operação ${method} não existe para ${resource}.`, 0, undefined, 'client');
}

export function createDataProvider(client: ApiClient): CelebraDataProvider {
  const handlers = createResourceHandlers(client);

  function handler<M extends keyof ResourceHandler>(
    resource: string,
    method: M,
  ): NonNullable<ResourceHandler[M]> {
    return handlers[resource]?.[method] ?? unsupported(resource, method);
  }

  // react-admin's methods are generic in the record type; the handlers return the API's records.
  const asList = (result: GetListResult) => result as GetListResult<never>;
  const asRecord = (record: RaRecord) => ({ data: record as never });

  const base: DataProvider = {
    supportAbortSignal: true,
    // An export (react-admin's ExportButton with `meta: { allPages: true }`) reads every page.
    getList: async (resource, params) =>
      asList(
        params.meta?.allPages
          ? await readAllPages(handler(resource, 'getList'), params)
          : await handler(resource, 'getList')(params),
      ),
    getOne: async (resource, { id, signal }) => asRecord(await handler(resource, 'getOne')(id, signal)),
    getMany: async (resource, { ids, signal }) => {
      const getOne = handler(resource, 'getOne');
      return { data: (await Promise.all(ids.map((id) => getOne(id, signal)))) as never[] };
    },
    getManyReference: async (resource, params) => asList(await handler(resource, 'getManyReference')(params)),
    create: async (resource, { data }) => asRecord(await handler(resource, 'create')(data)),
    update: async (resource, params) => asRecord(await handler(resource, 'update')(params)),
    updateMany: async (resource, { ids, data }) => {
      const update = handler(resource, 'update');
      await Promise.all(ids.map((id) => update({ id, data, previousData: { id } })));
      return { data: ids };
    },
    delete: async (resource, params) => {
      await handler(resource, 'delete')(params);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: async (resource, { ids, meta }) => {
      const remove = handler(resource, 'delete');
      await Promise.all(ids.map((id) => remove({ id, meta })));
      return { data: ids };
    },
  };

  return { ...base, ...createCustomMethods(client) };
}
