import { Box, useMediaQuery, useTheme } from '@mui/material';
import { type ComponentProps, forwardRef, type KeyboardEvent, type ReactNode } from 'react';
import { DataTable, DataTableBody, DataTableRow, type RaRecord, useListContext } from 'react-admin';
import type { ColProps } from './col-props';
import { EmptyTable } from './EmptyTable';
import { ListLoading } from './ListLoading';
import { PhoneList } from './PhoneList';

/**
 * A row that opens its record: reachable with Tab, opened with Enter as with a click (the click is
 * DataTable's rowClick). Keys pressed inside the row's own buttons stay theirs.
 */
const RecordRow = forwardRef<HTMLTableRowElement, ComponentProps<typeof DataTableRow>>((props, ref) => (
  <DataTableRow
    {...props}
    ref={ref}
    tabIndex={0}
    onKeyDown={(event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
    }}
  />
));

const RecordBody = (props: ComponentProps<typeof DataTableBody>) => (
  <DataTableBody {...props} row={RecordRow} />
);

/**
 * The shared table on the list in context: no selection boxes, the shared empty-list message
 * unless the screen has its own. With `recordPath` a row opens its record on a click or Enter (its
 * options menu and links keep their own clicks); without it rows do not react. While a page is
 * loading it shows the loading state instead of rows (never the previous page's rows); on a
 * phone the same columns render as a simple list, one item a row. Cells break long words anywhere,
 * so an unbroken e-mail or title never widens the page.
 */
export function Table<T extends RaRecord = RaRecord>({
  children,
  empty,
  recordPath,
}: {
  children: ReactNode;
  empty?: string;
  recordPath?: (record: T) => string;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { isPending } = useListContext();
  if (isPending) return <ListLoading />;
  if (isPhone)
    return (
      <PhoneList empty={empty} recordPath={recordPath as ((record: RaRecord) => string) | undefined}>
        {children}
      </PhoneList>
    );
  // Wide tables scroll sideways on small screens instead of widening the page.
  return (
    <Box sx={{ overflowX: 'auto', '& td': { overflowWrap: 'anywhere' } }}>
      <DataTable
        bulkActionButtons={false}
        rowClick={recordPath ? (_id, _resource, record) => recordPath(record as T) : false}
        body={recordPath ? RecordBody : undefined}
        empty={<EmptyTable message={empty} />}
      >
        {children}
      </DataTable>
    </Box>
  );
}

/** A column; headers do not sort unless the column says `sortable`. */
export function Col<T extends Record<string, unknown> = Record<string, unknown>>({
  sortable = false,
  phonePrimary: _phonePrimary,
  ...props
}: ColProps<T>) {
  return <DataTable.Col<T> disableSort={!sortable} {...props} />;
}
