import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The 'INATIVO' badge of inactive gifts, event types and categories. */
export function InactiveBadge() {
  const translate = useTranslate();
  return (
    <Chip size="small" variant="outlined" color="default" label={translate('celebra.status.inactiveBadge')} />
  );
}
