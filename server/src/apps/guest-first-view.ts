/**
 * The event site's first view as the site itself renders it: the server build of the guest app
 * (guest/src/entry-server.tsx, built beside the site by `vite build --ssr`) renders the same React
 * components with react-dom/server, and gives emotion's styles of that markup. guest-page.ts writes
 * both into the page of an event's address, once per version of the event; the site's script then
 * hydrates that markup instead of drawing it again (guest/src/main.tsx).
 */
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { TGuestsGetEventResponse } from '@celebra/shared/api';

export type RenderedFirstView = {
  /** The markup that goes inside #root. */
  html: string;
  /** emotion's <style> tags for that markup, for the head. */
  styles: string;
  /** The event's colour as the site's theme reads it, for the page's theme-color. */
  themeColor: string;
};

export type FirstViewRenderer = { renderFirstView(answer: TGuestsGetEventResponse): RenderedFirstView };

// By module file, loaded again when a new build replaces it (a build made while the server runs).
const renderers = new Map<string, { mtimeMs: number; module: Promise<FirstViewRenderer> }>();

/**
 * The renderer in `file`, or undefined when there is no such build (the page is then served
 * without a first view, and the site renders it itself from the event in the page).
 */
export async function loadFirstViewRenderer(file: string): Promise<FirstViewRenderer | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  const cached = renderers.get(file);
  if (cached?.mtimeMs === info.mtimeMs) return cached.module;
  // A module is imported once per address: a new build of it, loaded while the server runs, is
  // asked for under one of its own (its time).
  const url = pathToFileURL(file).href + (cached ? `?build=${info.mtimeMs}` : '');
  const module = import(url).then((loaded: Partial<FirstViewRenderer>) => {
    if (typeof loaded.renderFirstView !== 'function') throw new Error(`${file} has no renderFirstView`);
    return loaded as FirstViewRenderer;
  });
  renderers.set(file, { mtimeMs: info.mtimeMs, module });
  // A failed load is not kept: the next request tries again.
  module.catch(() => {
    if (renderers.get(file)?.module === module) renderers.delete(file);
  });
  return module;
}
