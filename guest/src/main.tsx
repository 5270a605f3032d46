/**
 * The public event site guests open on their phones from a chat link: React, MUI themed with the
 * event's colour, jotai for the cart, the shared contract for every call and message.
 */

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { z } from 'zod';
import { App } from './App';

// The server's Content-Security-Policy forbids eval; without this zod probes `new Function` and
// the browser reports a violation on every load.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
