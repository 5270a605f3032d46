import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link to a related record (record-paths.ts). Inside a row that opens its own record on a click,
 * the link's click stays the link's: the row does not open too.
 */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <MuiLink
      component={Link}
      to={to}
      onClick={(event) => event.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </MuiLink>
  );
}
