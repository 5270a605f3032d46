import { Box, LinearProgress, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Rows a loading page shows in place of its data, so the page does not jump when they arrive. */
const SKELETON_ROWS = 5;

/**
 * A list's loading state ('Carregando'): a progress bar and placeholder rows, shown on the first
 * load and while another page, order or filter is fetched, in place of the previous rows.
 */
export function ListLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <LinearProgress aria-label={translate('ra.page.loading')} />
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <Skeleton key={index} variant="text" height={40} />
      ))}
    </Box>
  );
}
