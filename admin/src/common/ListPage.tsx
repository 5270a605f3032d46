/**
 * A screen built on the shared table: title and buttons, the filter panel, the table and the
 * pager. Pages, order and filters are the server's (the data provider sends them) and live in the
 * address, so opening a row and coming back, or a reload, shows the same page; a failed load shows
 * the screen's own fallback text unless the server said something.
 */
import { DEFAULT_PAGE_SIZE } from '@celebra/shared/api';
import type { ReactNode } from 'react';
import { List, useResourceContext, useTranslate } from 'react-admin';
import { useAlerts } from './AlertProvider';
import { type FilterField, FilterPanel } from './FilterPanel';
import { ListAddressGuard } from './ListAddressGuard';
import { csvExporter, ListExportButton } from './ListExportButton';
import { ListTotal } from './ListTotal';
import type { CsvColumn } from './list-csv';
import { PageHeader } from './PageHeader';
import { Pager } from './Pager';

type Props = {
  title: string;
  /** The translation key of the text shown when the list cannot be loaded (when the server gives no message). */
  errorText?: string;
  actions?: ReactNode;
  filters?: FilterField[];
  /** Filters applied from the start (payouts and transactions: PENDING). */
  filterDefaultValues?: Record<string, unknown>;
  /** Above the table, under the filters (a status select). */
  toolbar?: ReactNode;
  /**
   * 'Exportar CSV' of the rows under the current filter and order, in these columns (Portuguese
   * headers, money with a decimal comma, dates dd/mm/aaaa).
   */
  exportCsv?: { columns: readonly CsvColumn<never>[]; fileName: string };
  paginated?: boolean;
  /** Where the list's page, order and filters are remembered; the resource's own unless given. */
  storeKey?: string;
  children: ReactNode;
};

export function ListPage({
  title,
  errorText,
  actions,
  filters,
  filterDefaultValues,
  toolbar,
  paginated = true,
  storeKey,
  exportCsv,
  children,
}: Props) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { showError } = useAlerts();
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <List
        title={false}
        actions={false}
        empty={false}
        exporter={exportCsv ? csvExporter(exportCsv.columns, exportCsv.fileName) : false}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={paginated ? <Pager /> : false}
        filterDefaultValues={filterDefaultValues}
        storeKey={storeKey ?? `${resource}.list`}
        queryOptions={{
          // Another page, order or filter shows the loading state, not the previous page's rows
          // under the new page number (react-admin keeps them by default).
          placeholderData: undefined,
          onError: (error) => showError(error, errorText && translate(errorText)),
        }}
        sx={{ '& .RaList-main': { display: 'block' } }}
      >
        <ListAddressGuard paginated={paginated} />
        {filters ? <FilterPanel fields={filters} /> : null}
        {toolbar}
        {exportCsv ? <ListExportButton /> : null}
        {/* A list without the pager still says how many rows it has. */}
        {paginated ? null : <ListTotal />}
        {children}
      </List>
    </>
  );
}
