import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The status select of payouts, transactions and deliveries: applied at once, the list's default
 * status (`fallback`, PENDING unless said) until changed.
 */
export function StatusFilter({
  options,
  fallback = 'PENDING',
}: {
  options: Array<{ value: string; label: string }>;
  fallback?: string;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <TextField
      select
      label={translate('celebra.filter.status')}
      value={String(filterValues?.status ?? fallback)}
      onChange={(event) => setFilters({ ...filterValues, status: event.target.value }, {})}
      sx={{ width: 220, maxWidth: 'calc(100% - 32px)', m: 2 }}
      fullWidth={false}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
