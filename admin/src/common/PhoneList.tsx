import { Box, List, ListItem, Typography } from '@mui/material';
import { Children, isValidElement, type ReactNode } from 'react';
import { type RaRecord, RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { ColProps } from './col-props';
import { EmptyTable } from './EmptyTable';
import { RecordLink } from './RecordLink';

type Column = ColProps<Record<string, unknown>>;

/** The columns a table was given, read from its Col children. */
function columnsOf(children: ReactNode): Column[] {
  return Children.toArray(children)
    .filter(isValidElement)
    .map((child) => child.props as Column);
}

function cellOf(column: Column, record: RaRecord): ReactNode {
  if (column.render) return column.render(record);
  if (column.source) {
    const value = record[column.source];
    return value === null || value === undefined ? '—' : String(value);
  }
  return null;
}

/**
 * The shared table on a phone, in react-admin's SimpleList pattern: each row an item whose
 * `phonePrimary` column (else its first text column) is its primary text, the id on the right as its tertiary text, the other columns as
 * 'label: value' lines, and the row's actions (the column titled 'Ações') under them.
 */
export function PhoneList({
  children,
  empty,
  recordPath,
}: {
  children: ReactNode;
  empty?: string;
  /** The address of a row's record page: its title links there. */
  recordPath?: ((record: RaRecord) => string) | undefined;
}) {
  const translate = useTranslate();
  const { data } = useListContext();
  if (!data?.length) return <EmptyTable message={empty} />;

  const actionsLabel = translate('celebra.table.actions');
  const columns = columnsOf(children);
  const actions = columns.find((column) => column.label === actionsLabel);
  const idColumn = columns.find((column) => column.source === 'id' && !column.render);
  const shown = columns.filter((column) => column !== actions && column !== idColumn);
  const primary = shown.find((column) => column.phonePrimary) ?? shown[0];
  const secondary = shown.filter((column) => column !== primary);
  const labelOf = (column: Column) =>
    typeof column.label === 'string' ? translate(column.label, { _: column.label }) : column.label;

  return (
    <List disablePadding>
      {data.map((record: RaRecord, index: number) => (
        <RecordContextProvider key={record.id} value={record}>
          {/* The line between items is the item's own border: a list holds list items only. */}
          <ListItem alignItems="flex-start" divider={index < data.length - 1} sx={{ gap: 1, px: 2 }}>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle2" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  {primary && recordPath ? (
                    <RecordLink to={recordPath(record)}>{cellOf(primary, record)}</RecordLink>
                  ) : primary ? (
                    cellOf(primary, record)
                  ) : null}
                </Typography>
                {idColumn ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    #{cellOf(idColumn, record)}
                  </Typography>
                ) : null}
              </Box>
              {secondary.map((column, position) => (
                <Typography
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns keep their order.
                  key={position}
                  variant="body2"
                  color="text.secondary"
                  component="div"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {labelOf(column)}: {cellOf(column, record)}
                </Typography>
              ))}
              {/* Under the item's lines, not beside them: a row's action may be a labelled button. */}
              {actions ? (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {cellOf(actions, record)}
                </Box>
              ) : null}
            </Box>
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
}
