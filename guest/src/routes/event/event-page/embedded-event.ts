import type { TGuestsGetEventResponse } from '@celebra/shared/api';
import { readAddressSlug } from '@celebra/shared/format';
import type { TPublicEvent } from '@celebra/shared/models';

/**
 * The id of the event the server writes into the page of an event's address: the answer of
 * `GET /guests/event/{slug}` as a `<script type="application/json">`, beside the first view it
 * rendered from it (server/src/apps/guest-page.ts, entry-server.tsx), which the site hydrates.
 * Only an open site (active, no password) gets it.
 */
export const EMBEDDED_EVENT_ID = 'celebra-event';

type Embedded = { slug: string; event: TPublicEvent } | null;

// Read once, and the element removed: it describes the page as it was loaded, so it serves the
// first render only; a retry, another slug or a later visit calls the API. Undefined: not read.
let embedded: Embedded | undefined;

function readEmbedded(): Embedded {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(EMBEDDED_EVENT_ID);
  if (!element) return null;
  element.remove();
  try {
    // Not validated again: it comes from the server that sent this page and the script reading
    // it, written from the same checked answer as the API's, and the markup hydrated from it must
    // be read with exactly that data. Keeping the schemas' code out of the first view keeps the
    // script a phone waits for smaller.
    const answer = JSON.parse(element.textContent ?? '') as TGuestsGetEventResponse;
    return answer?.event?.slug ? { slug: answer.event.slug, event: answer.event } : null;
  } catch {
    return null;
  }
}

/**
 * Reads the event the page came with, once (later calls find it read): the boot
 * (boot/stage-2-event.ts) does it in a task of its own, before React's first render asks for it.
 */
export function readEmbeddedEvent(): void {
  embedded ??= readEmbedded();
}

/** The server's render (entry-server.tsx): the event it renders the page of, as if embedded. */
export function provideEmbeddedEvent(event: TPublicEvent): void {
  embedded = { slug: event.slug, event };
}

/**
 * The event the page came with, if it is the one of `slug` (as the API reads a slug: trimmed,
 * lower case) and has not been forgotten yet (forgetEmbeddedEvent).
 */
export function findEmbeddedEvent(slug: string): TPublicEvent | undefined {
  readEmbeddedEvent();
  if (!embedded) return undefined;
  return readAddressSlug(slug) === embedded.slug ? embedded.event : undefined;
}

/** The embedded event has served its render: from now on the site calls the API. */
export function forgetEmbeddedEvent(): void {
  // Its element is gone: a later look finds nothing (unless a test puts another one in).
  embedded = undefined;
}
