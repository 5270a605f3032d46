import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@celebra/shared/api';
import { useEffect } from 'react';
import { useListContext, useResourceContext } from 'react-admin';
import { LIST_SORTS } from './list-sorts';

/**
 * react-admin's default sort ('id'): the server's own order (newest first), which the data provider
 * sends as no sort at all.
 */
export const DEFAULT_LIST_SORT = { field: 'id', order: 'ASC' } as const;

/**
 * Keeps a list's address true to what it shows: a sort the API does not sort on goes back to the
 * default, and a page size the API does not serve (`?perPage=500`, 0, a fraction) goes back to the
 * lists' own, both written into the address at once (the data provider meanwhile never asks more
 * than the API's maximum, so the rows show). A saved link's smaller page size is kept.
 */
export function ListAddressGuard({ paginated }: { paginated: boolean }) {
  const resource = useResourceContext() ?? '';
  const { sort, setSort, perPage, setPerPage } = useListContext();
  const allowed = LIST_SORTS[resource] ?? [];
  const field = sort?.field;
  const unknownSort = Boolean(field) && field !== DEFAULT_LIST_SORT.field && !allowed.includes(field);
  useEffect(() => {
    if (unknownSort) setSort({ ...DEFAULT_LIST_SORT });
  }, [unknownSort, setSort]);
  const wrongPageSize = paginated && !(Number.isInteger(perPage) && perPage >= 1 && perPage <= MAX_PAGE_SIZE);
  useEffect(() => {
    if (wrongPageSize) setPerPage(DEFAULT_PAGE_SIZE);
  }, [wrongPageSize, setPerPage]);
  return null;
}
