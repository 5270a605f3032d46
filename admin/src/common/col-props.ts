import type { DataTableColumnProps } from 'react-admin';

/** A list column's props: the table draws it as a column, the phone list as a line of a card. */
export type ColProps<T extends Record<string, unknown>> = DataTableColumnProps<T> & {
  /**
   * The header sorts the list on `source`: only for the fields the API sorts on
   * (the contract's *_SORT lists); every other header stays plain.
   */
  sortable?: boolean;
  /** On a phone, this column is the item's title (else the first column that is not the id). */
  phonePrimary?: boolean;
};
