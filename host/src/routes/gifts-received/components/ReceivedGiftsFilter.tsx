import type { TReceivedGiftsFilter } from '@celebra/shared/models';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** The filter's choices, in the order shown: the approved gifts first (the default). */
export const RECEIVED_GIFTS_FILTER_LABELS: Record<TReceivedGiftsFilter, string> = {
  APPROVED: 'Aprovados',
  PENDING: 'Pendentes',
  RECUSED: 'Recusados',
  CANCELLED: 'Cancelados',
  ALL: 'Todos',
};

/** Which of the guests' purchases the list shows: one status, or all of them. */
export function ReceivedGiftsFilter({
  value,
  onChange,
}: {
  value: TReceivedGiftsFilter;
  onChange: (value: TReceivedGiftsFilter) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      // A click on the chosen one answers null: the filter stays as it is.
      onChange={(_, next: TReceivedGiftsFilter | null) => next && onChange(next)}
      aria-label="Filtrar presentes"
      sx={{ flexWrap: 'wrap' }}
    >
      {(Object.keys(RECEIVED_GIFTS_FILTER_LABELS) as TReceivedGiftsFilter[]).map((filter) => (
        <ToggleButton key={filter} value={filter} sx={{ textTransform: 'none' }}>
          {RECEIVED_GIFTS_FILTER_LABELS[filter]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
