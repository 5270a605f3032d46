import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LegalLinks } from '../legal/LegalLinks';
import { BOTTOM_BAR_HEIGHT, BOTTOM_BAR_QUERY, BottomBar } from './BottomBar';
import { LoadingView } from './LoadingView';
import { TopBar } from './TopBar';

const HOME_PATHS = new Set(['/', '/home']);

/**
 * The shared layout of the dashboard routes: top bar (not on home), the page, the links to the
 * privacy policy and terms of use, the bottom bar.
 */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const isHome = HOME_PATHS.has(pathname.replace(/\/+$/, '') || '/');
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        pb: `${BOTTOM_BAR_HEIGHT + 16}px`,
        [BOTTOM_BAR_QUERY]: { pb: 4 },
        // A control focused or scrolled to stops above the fixed bottom bar, never under it.
        'html:has(&)': { scrollPaddingBottom: `${BOTTOM_BAR_HEIGHT + 16}px` },
      }}
    >
      {!isHome && <TopBar />}
      <Suspense fallback={<LoadingView />}>
        <Outlet />
      </Suspense>
      <LegalLinks />
      <BottomBar />
    </Box>
  );
}
