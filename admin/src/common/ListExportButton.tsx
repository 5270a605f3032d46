/**
 * 'Exportar CSV': the list's rows under its current filter and order, every page (read 100 at a
 * time, the API's largest page, up to MAX_EXPORT_ROWS), as a CSV file (list-csv.ts). Inside the
 * list, whose filter and order it reads.
 */
import { MAX_PAGE_SIZE } from '@celebra/shared/api';
import { saveFile } from '@celebra/ui/files';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  type RaRecord,
  useDataProvider,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useAlerts } from './AlertProvider';
import { type CsvColumn, toCsv } from './list-csv';

/** The most rows one export reads (100 pages): a larger list is narrowed by its filter first. */
export const MAX_EXPORT_ROWS = 10_000;

export function ListExportButton<T extends RaRecord>({
  columns,
  fileName,
}: {
  columns: readonly CsvColumn<T>[];
  fileName: string;
}) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const { filterValues, sort, total, isPending } = useListContext();
  const { showError } = useAlerts();
  const [isExporting, setExporting] = useState(false);

  const exportRows = async () => {
    setExporting(true);
    try {
      const rows: T[] = [];
      for (let page = 1; rows.length < MAX_EXPORT_ROWS; page++) {
        const result = await dataProvider.getList<T>(resource, {
          filter: filterValues,
          sort,
          pagination: { page, perPage: MAX_PAGE_SIZE },
        });
        rows.push(...result.data);
        const totalPages = (result.meta as { totalPages?: number } | undefined)?.totalPages ?? page;
        if (page >= totalPages || result.data.length === 0) break;
      }
      // The byte-order mark lets spreadsheets read the accents as UTF-8.
      saveFile(
        new Blob([`\uFEFF${toCsv(columns, rows.slice(0, MAX_EXPORT_ROWS))}`], {
          type: 'text/csv;charset=utf-8',
        }),
        `${fileName}.csv`,
      );
    } catch (error) {
      void showError(error, translate('celebra.export.failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      startIcon={<DownloadIcon />}
      onClick={exportRows}
      disabled={isPending || isExporting || total === 0}
      sx={{ m: 2, mb: 0 }}
    >
      {translate('celebra.export.csv')}
    </Button>
  );
}
