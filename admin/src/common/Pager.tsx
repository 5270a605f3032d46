import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The number of pages a list has: the API's totalPages, else derived from the row count. */
export function totalPagesOf({ meta, total, perPage }: { meta?: unknown; total?: number; perPage: number }) {
  const fromMeta = (meta as { totalPages?: unknown } | undefined)?.totalPages;
  if (typeof fromMeta === 'number') return Math.max(fromMeta, 1);
  return total && perPage ? Math.max(Math.ceil(total / perPage), 1) : 1;
}

/**
 * The shared table's pager: the list's total when the API gives it ('35 registros'), Anterior,
 * 'Página X de Y', Próxima. While a page loads its count is not known yet: 'Página X' alone (never
 * 'Página 2 de 1').
 */
export function Pager() {
  const translate = useTranslate();
  const { page, setPage, meta, total, perPage, isPending } = useListContext();
  const totalPages = totalPagesOf({ meta, total, perPage });
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 2 },
        p: { xs: 1, sm: 2 },
      }}
    >
      <Button variant="outlined" disabled={isPending || page <= 1} onClick={() => setPage(page - 1)}>
        {translate('celebra.pager.previous')}
      </Button>
      {!isPending && typeof total === 'number' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {translate('celebra.pager.total', { smart_count: total })}
        </Typography>
      ) : null}
      <Typography variant="body2">
        {isPending
          ? translate('celebra.pager.loadingPage', { page })
          : translate('celebra.pager.page', { page, pages: totalPages })}
      </Typography>
      <Button variant="outlined" disabled={isPending || page >= totalPages} onClick={() => setPage(page + 1)}>
        {translate('celebra.pager.next')}
      </Button>
    </Box>
  );
}
