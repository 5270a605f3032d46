import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** 'N registros' above a list shown whole (no pager to say it). */
export function ListTotal() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  if (isPending || typeof total !== 'number') return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ m: 2, mb: 1 }}>
      {translate('celebra.pager.total', { smart_count: total })}
    </Typography>
  );
}
