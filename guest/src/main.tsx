/**
 * The public event site guests open on their phones from a chat link: React, MUI themed with the
 * event's colour, jotai for the cart, the shared contract for every call and message.
 */

// First: zod's settings, before any module builds a schema (zod-config.ts).
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { BrowserRouter } from './common/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
