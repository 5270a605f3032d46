/**
 * The public event site guests open on their phones from a chat link: React, MUI themed with the
 * event's colour, the shared contract for every call and message.
 */

// The boot stages, each evaluated in tasks of its own (boot/next-task.ts): what is left for the
// last task is the app's own modules and the first render's start.
import './boot/stage-1-event';
import './boot/stage-2-react';
import './boot/stage-3-theme';
import './boot/stage-4-first-view';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
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

// For an event's address the server has rendered this same App into #root, from the event it
// wrote beside it (entry-server.tsx, server/src/apps/guest-page.ts): React hydrates that markup
// instead of drawing the page again. As a transition, so the hydration renders in slices that
// yield to the browser: the page, already on screen, answers a tap meanwhile (hydration outside
// a transition is one task, long on a phone). Other addresses get an empty #root.
if (container.firstElementChild) {
  // Said for what waits before taking the server's markup over (below-the-fold-part.tsx).
  container.setAttribute('data-server-rendered', '');
  startTransition(() => void hydrateRoot(container, app));
} else createRoot(container).render(app);
