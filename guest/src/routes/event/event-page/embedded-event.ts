import { ZGuestsGetEventParamsSchema, ZGuestsGetEventResponseSchema } from '@celebra/shared/api';
import type { TPublicEvent } from '@celebra/shared/models';

/**
 * The id of the event the server writes into the page of an event's address: the answer of
 * `GET /api/guests/event/{slug}` as a `<script type="application/json">`, beside the first view
 * it paints before this script runs (server/src/apps/guest-page.ts). Only an open site (active,
 * no password) gets it.
 */
export const EMBEDDED_EVENT_ID = 'celebra-event';

type Embedded = { slug: string; event: TPublicEvent } | null;

// Read once, and the element removed: it describes the page as it was loaded, so it serves the
// first render only; a retry, another slug or a later visit calls the API. Undefined: not read.
let embedded: Embedded | undefined;

function readEmbedded(): Embedded {
  const element = document.getElementById(EMBEDDED_EVENT_ID);
  if (!element) return null;
  element.remove();
  try {
    // The same validation as the API client's on the call's answer.
    const answer = ZGuestsGetEventResponseSchema.safeParse(JSON.parse(element.textContent ?? ''));
    return answer.success ? { slug: answer.data.event.slug, event: answer.data.event } : null;
  } catch {
    return null;
  }
}

/**
 * Reads and validates the event the page came with, once (later calls find it read): the boot
 * (boot/stage-2-event.ts) does it in a task of its own, before React's first render asks for it.
 */
export function readEmbeddedEvent(): void {
  embedded ??= readEmbedded();
}

/**
 * The event the page came with, if it is the one of `slug` (as the API reads a slug: trimmed,
 * lower case) and has not been forgotten yet (forgetEmbeddedEvent).
 */
export function findEmbeddedEvent(slug: string): TPublicEvent | undefined {
  readEmbeddedEvent();
  if (!embedded) return undefined;
  const params = ZGuestsGetEventParamsSchema.safeParse({ slug });
  return params.success && params.data.slug === embedded.slug ? embedded.event : undefined;
}

/** The embedded event has served its render: from now on the site calls the API. */
export function forgetEmbeddedEvent(): void {
  // Its element is gone: a later look finds nothing (unless a test puts another one in).
  embedded = undefined;
}
