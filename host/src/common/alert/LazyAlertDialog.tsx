import { lazy, Suspense } from 'react';

const AlertDialog = lazy(() => import('./AlertDialog').then((m) => ({ default: m.AlertDialog })));

/**
 * The modal alert in a chunk of its own: the first view does not wait for it, and it is fetched as
 * soon as that view has rendered, so it is there by the time anything has to be said.
 */
export function LazyAlertDialog() {
  return (
    <Suspense fallback={null}>
      <AlertDialog />
    </Suspense>
  );
}
