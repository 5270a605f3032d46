import { saveFile } from '@celebra/ui/files';

/** The import's columns, in the order the example file has them. */
export const IMPORT_COLUMNS = ['Nome', 'Sobrenome', 'E-mail', 'Telefone'] as const;

/**
 * The example file for 'Importar lista (CSV)': the header and two guests, ';' between columns as
 * Excel in Portuguese saves it, with the BOM that makes it read the accents as UTF-8.
 */
export function guestImportExampleCsv(): string {
  const rows = [
    IMPORT_COLUMNS.join(';'),
    'Maria;Conceição;maria@email.com;(11) 98765-4321',
    'João;Araújo;;(21) 99876-5432',
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** Hands the example file to the browser as a download. */
export function downloadGuestImportExample(): void {
  saveFile(new Blob([guestImportExampleCsv()], { type: 'text/csv;charset=utf-8' }), 'modelo-convidados.csv');
}
