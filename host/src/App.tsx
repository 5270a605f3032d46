import { AccessibleGlobalStyles } from '@celebra/ui/a11y';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { LazyAlertDialog } from './common/alert/LazyAlertDialog';
import { api, onUnauthorized } from './common/api';
import { forgetSession, useRefreshSession } from './common/auth';
import { LoadingView } from './common/layout/LoadingView';
import { sessionAtom } from './common/session';
import { createHostTheme } from './common/theme';
import { LeaveGuard } from './common/unsaved/LeaveGuard';
import { SignedOutRoutes } from './routes/SignedOutRoutes';

/**
 * The dashboard in a chunk of its own: the login screen never needs it. A stored token starts its
 * download while the session is checked, so a signed-in host does not wait for it afterwards.
 */
const loadHostRoutes = () => import('./routes/HostRoutes');
const HostRoutes = lazy(async () => ({ default: (await loadHostRoutes()).HostRoutes }));

/**
 * The auth gate: a loading view while the stored token is checked, then
 * the dashboard when it is good, the logged-out app otherwise. The theme follows the event colour.
 */
export function App() {
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const refreshSession = useRefreshSession();

  useEffect(() => {
    onUnauthorized(() => {
      forgetSession();
      setSession({ status: 'signed-out' });
    });
    if (api.readAuth('user')) void loadHostRoutes();
    void refreshSession();
    return () => onUnauthorized(undefined);
  }, [refreshSession, setSession]);

  const color = session.status === 'signed-in' ? session.event?.color : undefined;
  const theme = useMemo(() => createHostTheme(color), [color]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AccessibleGlobalStyles />
      {session.status === 'checking' && <LoadingView label="Verificando sua sessão..." />}
      {session.status === 'signed-in' && (
        <Suspense fallback={<LoadingView />}>
          <HostRoutes hasEvent={session.event !== null} />
        </Suspense>
      )}
      {session.status === 'signed-out' && <SignedOutRoutes />}
      <LazyAlertDialog />
      <LeaveGuard />
    </ThemeProvider>
  );
}
