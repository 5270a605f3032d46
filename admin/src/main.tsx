/**
 * The Celebra back office: react-admin 5 on MUI, in Brazilian Portuguese, on the
 * administrator API through the shared client.
 */
import { z } from 'zod';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';

// The server's Content-Security-Policy forbids eval; without this zod probes `new Function` and
// the browser reports a violation on every load.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Page addresses are paths (/events/12), not react-admin's default hash routes. A data router, so
// that leaving a form with unsaved changes can be held (useBlocker); react-admin routes inside it.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
