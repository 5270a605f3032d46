import type { ReactNode } from 'react';
import { ListContextProvider, type RaRecord, useList } from 'react-admin';
import { Table } from './Table';

/**
 * The shared table over rows already loaded whole (an event's guests or services): the API answers
 * these lists in one piece, so there is no pager and nothing is filtered here.
 */
export function LocalTable<T extends RaRecord>({
  data,
  isPending,
  empty,
  children,
}: {
  data: T[] | undefined;
  isPending: boolean;
  empty?: string;
  children: ReactNode;
}) {
  const list = useList<T>({ data: data ?? [], isPending, perPage: Math.max(data?.length ?? 0, 1) });
  return (
    <ListContextProvider value={list}>
      <Table empty={empty}>{children}</Table>
    </ListContextProvider>
  );
}
