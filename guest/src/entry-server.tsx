/**
 * The event site's first view rendered on the server: the same App, with the event the server
 * writes into the page, through react-dom/server; emotion's styles of what it rendered extracted
 * into <style> tags for the page's head. Built as a module of its own (`vite build --ssr`, see
 * vite.config.ts) that the server loads; the browser then hydrates this markup (main.tsx) instead
 * of drawing it again, so the page paints as soon as its HTML is in and nothing moves when the
 * script arrives.
 */
import type { TGuestsGetEventResponse } from '@celebra/shared/api';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { MemoryRouter } from './common/router';
import { createEventTheme } from './common/theme';
import * as BelowTheFold from './routes/event/event-page/components/BelowTheFold';
import { BelowTheFoldProvider } from './routes/event/event-page/components/below-the-fold-part';
import { forgetEmbeddedEvent, provideEmbeddedEvent } from './routes/event/event-page/embedded-event';

export type RenderedFirstView = {
  /** The markup that goes inside #root. */
  html: string;
  /** emotion's <style> tags for that markup, for the head. */
  styles: string;
  /** The event's colour as the theme reads it, for the page's theme-color. */
  themeColor: string;
};

/**
 * The first view of the event in `answer` (the answer of GET /guests/event/{slug}), as the guest's
 * browser renders it before any script has run a timer or read its storage.
 */
export function renderFirstView(answer: TGuestsGetEventResponse): RenderedFirstView {
  const { event } = answer;
  // emotion's own key, the one the browser's default cache uses: it finds these styles by it and
  // does not insert them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  provideEmbeddedEvent(event);
  try {
    const html = renderToString(
      <CacheProvider value={cache}>
        <Provider store={createStore()}>
          <StrictMode>
            {/* The page below the fold too (the gift list first): the browser paints it with the
                rest, and hydrates it when its chunk arrives. */}
            <BelowTheFoldProvider value={BelowTheFold}>
              <MemoryRouter path={`/${encodeURIComponent(event.slug)}`}>
                <App />
              </MemoryRouter>
            </BelowTheFoldProvider>
          </StrictMode>
        </Provider>
      </CacheProvider>,
    );
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    return { html, styles, themeColor: createEventTheme(event.color).palette.primary.main };
  } finally {
    forgetEmbeddedEvent();
  }
}
