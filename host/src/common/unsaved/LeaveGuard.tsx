import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges } from './open-forms';

// Fetched only when a page is about to be left with changes: the login's first view never needs it.
const ConfirmDialog = lazy(() => import('../ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

export const LEAVE_TITLE = 'Alterações não salvas';
export const LEAVE_TEXT =
  'Há alterações nesta página que não foram salvas. Se sair agora, elas serão perdidas.';
export const LEAVE_CONFIRM = 'Sair sem salvar';

/**
 * Rendered once at the app's root: before leaving a page where a form has changes not saved (a
 * link, the menu, the bottom bar, 'back'), 'Alterações não salvas', and the page stays unless the
 * host confirms. Closing or reloading the tab gets the browser's own question. A change of the
 * query string alone (a filter, a tab) stays on the page and is not held.
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={LEAVE_TITLE}
        text={LEAVE_TEXT}
        confirmLabel={LEAVE_CONFIRM}
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    </Suspense>
  );
}
