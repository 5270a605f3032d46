import { Box, Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** A screen's title (a translation key or a text) with its buttons on the right; also the tab's title. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const translate = useTranslate();
  // Resource names have a singular and a plural form: a page shows the plural.
  const text = translate(title, { _: title, smart_count: 2 });
  useEffect(() => {
    document.title = `${text} · Celebra`;
  }, [text]);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        mb: 2,
      }}
    >
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {text}
      </Typography>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
