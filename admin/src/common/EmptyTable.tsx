import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The shared table's empty message, or a screen's own ('Nenhum convidado confirmado para o evento'). */
export function EmptyTable({ message = 'celebra.table.empty' }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {translate(message)}
    </Typography>
  );
}
