/**
 * 'Exportar CSV': react-admin's own ExportButton and exporter. The button reads the list's rows
 * under its current filter and order, every page (`meta.allPages`: the data provider reads them 100
 * at a time, the API's largest page, up to MAX_EXPORT_ROWS); the list's exporter (`csvExporter`)
 * writes them as a CSV file in the list's columns (list-csv.ts).
 */
import { saveFile } from '@celebra/ui/files';
import DownloadIcon from '@mui/icons-material/Download';
import { ExportButton, type Exporter, useTranslate } from 'react-admin';
import { type CsvColumn, toCsv } from './list-csv';

/** The most rows one export reads (100 pages): a larger list is narrowed by its filter first. */
export const MAX_EXPORT_ROWS = 10_000;

/** The list's exporter: its rows in these columns, saved as `<fileName>.csv`. */
export function csvExporter<T>(columns: readonly CsvColumn<T>[], fileName: string): Exporter {
  return (rows) => {
    // The byte-order mark lets spreadsheets read the accents as UTF-8.
    saveFile(
      new Blob([`\uFEFF${toCsv(columns, (rows as T[]).slice(0, MAX_EXPORT_ROWS))}`], {
        type: 'text/csv;charset=utf-8',
      }),
      `${fileName}.csv`,
    );
  };
}

export function ListExportButton() {
  const translate = useTranslate();
  return (
    <ExportButton
      // On a phone react-admin draws an icon alone, and while disabled (an empty list) gives it no
      // name: the button keeps its label as its accessible name at every size.
      aria-label={translate('celebra.export.csv')}
      label="celebra.export.csv"
      icon={<DownloadIcon />}
      maxResults={MAX_EXPORT_ROWS}
      meta={{ allPages: true }}
      sx={{ m: 2, mb: 0 }}
    />
  );
}
