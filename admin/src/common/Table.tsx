import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumnProps } from 'react-admin';
import { EmptyTable } from './EmptyTable';

/**
 * The shared table on the list in context: no selection boxes, no row click (actions live in the
 * row's options menu), the shared empty-list message unless the screen has its own.
 */
export function Table({ children, empty }: { children: ReactNode; empty?: string }) {
  // Wide tables scroll sideways on small screens instead of widening the page.
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyTable message={empty} />}>
        {children}
      </DataTable>
    </Box>
  );
}

/** A column; the API's lists have a fixed order, so headers do not sort. */
export function Col<T extends Record<string, unknown> = Record<string, unknown>>(
  props: DataTableColumnProps<T>,
) {
  return <DataTable.Col<T> disableSort {...props} />;
}
