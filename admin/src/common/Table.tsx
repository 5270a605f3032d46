import { Box, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumnProps, useListContext } from 'react-admin';
import { EmptyTable } from './EmptyTable';
import { ListLoading } from './ListLoading';
import { PhoneList } from './PhoneList';

/**
 * The shared table on the list in context: no selection boxes, no row click (actions live in the
 * row's options menu), the shared empty-list message unless the screen has its own. While a page
 * is loading it shows the loading state instead of rows (never the previous page's rows); on a
 * phone the same columns render as a simple list, one item a row.
 */
export function Table({ children, empty }: { children: ReactNode; empty?: string }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { isPending } = useListContext();
  if (isPending) return <ListLoading />;
  if (isPhone) return <PhoneList empty={empty}>{children}</PhoneList>;
  // Wide tables scroll sideways on small screens instead of widening the page.
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyTable message={empty} />}>
        {children}
      </DataTable>
    </Box>
  );
}

export type ColProps<T extends Record<string, unknown>> = DataTableColumnProps<T> & {
  /**
   * The header sorts the list on `source`: only for the fields the API sorts on
   * (the contract's *_SORT lists); every other header stays plain.
   */
  sortable?: boolean;
  /** On a phone, this column is the item's title (else the first column that is not the id). */
  phonePrimary?: boolean;
};

/** A column; headers do not sort unless the column says `sortable`. */
export function Col<T extends Record<string, unknown> = Record<string, unknown>>({
  sortable = false,
  phonePrimary: _phonePrimary,
  ...props
}: ColProps<T>) {
  return <DataTable.Col<T> disableSort={!sortable} {...props} />;
}
