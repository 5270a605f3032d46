/**
 * The first render of an event's page in a few commits instead of one. A React commit is one task
 * of the browser: the first view's in one go (its DOM, and the styles emotion writes for each MUI
 * component) kept a phone's main thread busy for a long task. Under FirstViewStages the page's
 * parts come one commit after the other (useFirstViewStage), each in a task of its own, and
 * `onDone` says when all are in. main.tsx renders them into a container outside the document and
 * puts it in place of the server's first view only then, so the guest never sees a part-built page.
 *
 * Outside FirstViewStages (tests, pages the server wrote nothing for) every part renders at once.
 */
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

/** The stages of EventSite: the top bar (and the theme's global styles), the hero, the rest. */
export const FIRST_VIEW_STAGES = 3;

const StageContext = createContext<number>(Number.POSITIVE_INFINITY);

/** How many of the first view's parts may render now (1 to FIRST_VIEW_STAGES; all outside). */
export function useFirstViewStage(): number {
  return useContext(StageContext);
}

export function FirstViewStages({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  const [stage, setStage] = useState(1);
  useEffect(() => {
    // A passive effect runs in a task after its commit; the next stage renders as a transition,
    // in slices, and commits in a task of its own.
    if (stage < FIRST_VIEW_STAGES) startTransition(() => setStage(stage + 1));
    else onDone();
  }, [stage, onDone]);
  return <StageContext.Provider value={stage}>{children}</StageContext.Provider>;
}
