import { alertAtom } from '@celebra/ui/alert';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';

const AlertDialog = lazy(() => import('./AlertDialog').then((m) => ({ default: m.AlertDialog })));

/** The modal alert, downloaded the first time there is something to say (then kept mounted). */
export function LazyAlertDialog() {
  const hasAlert = useAtomValue(alertAtom) !== null;
  const [isNeeded, setNeeded] = useState(hasAlert);
  if (hasAlert && !isNeeded) setNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <AlertDialog />
    </Suspense>
  ) : null;
}
