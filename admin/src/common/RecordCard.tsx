import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One part of a record page: a card headed by its title. */
export function RecordCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
