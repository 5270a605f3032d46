/**
 * The public event site guests open on their phones from a chat link: React, MUI themed with the
 * event's colour, jotai for the cart, the shared contract for every call and message.
 */

// First: zod's settings, before any module builds a schema (zod-config.ts).
import './zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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

// For an event's address the server has written the first view into #root (server/src/apps/
// guest-page.ts), and the event beside it: the first render is that same page (use-public-event.ts),
// and its commit replaces the server's markup (createRoot clears the container), in one frame.
// Not hydration: the server does not run React, its markup only has to look the same. With that
// view on screen already nothing waits for React, so it renders as a transition: in slices that
// leave the page free to scroll between them, instead of one long task.
const root = createRoot(container);
if (container.firstElementChild) startTransition(() => root.render(app));
else root.render(app);
