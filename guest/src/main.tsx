/**
 * The public event site guests open on their phones from a chat link: React, MUI themed with the
 * event's colour, jotai for the cart, the shared contract for every call and message.
 */

// The boot stages, each evaluated in tasks of its own (boot/next-task.ts): the first sets zod's
// options before any module builds a schema (zod-config.ts). What is left for the last task is
// the app's own modules and the first render's start.
import './boot/stage-1-zod';
import './boot/stage-2-event';
import './boot/stage-3-react';
import './boot/stage-4-theme';
import './boot/stage-5-first-view';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { FirstViewStages } from './common/first-view-stages';
import { BrowserRouter } from './common/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// For an event's address the server has written the first view into #root (server/src/apps/
// guest-page.ts), and the event beside it: the first render is that same page (use-public-event.ts).
// Not hydration: the server does not run React, its markup only has to look the same. With that
// view on screen already nothing waits for React, so it renders as transitions, in slices, into a
// container outside the document, in a few commits (common/first-view-stages.tsx): no task of it
// is a long one. Once all are in, that container takes the place of the server's, in one frame.
if (container.firstElementChild) {
  const offscreen = document.createElement('div');
  offscreen.id = 'root';
  const showReactView = () => {
    if (!offscreen.isConnected) container.replaceWith(offscreen);
  };
  const root = createRoot(offscreen);
  startTransition(() => root.render(<FirstViewStages onDone={showReactView}>{app}</FirstViewStages>));
} else {
  createRoot(container).render(app);
}
