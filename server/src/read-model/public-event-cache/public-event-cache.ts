import type { EncodedBody } from './encoded-body';

/** What GET /guests/event/{slug} needs to answer without the database. */
export type PublicEventDocument = {
  eventId: number;
  /** A disabled event is cached too (a 404), so a crowd on a switched-off site costs no SQL. */
  active: boolean;
  /** The site password (plain, as stored: the handler compares it in constant time), or null. */
  password: string | null;
  /**
   * The host lets search engines list the site (event_settings.allowSearchEngines), read with the
   * rest so the site's page carries its robots directive without a query of its own. Absent
   * counts as off.
   */
  allowSearchEngines?: boolean;
  /** The serialized answer; null when the event is disabled. */
  body: EncodedBody | null;
};

/** Event ids whose document changed, or 'all'. */
export type EventChange = readonly number[] | 'all';

export type PublicEventCacheLimits = {
  maxEntries: number;
  /** Bound on the bodies held (EncodedBody.sizeBytes), so a few huge events cannot take the heap. */
  maxBytes: number;
  /** A safety net only: changes arrive by NOTIFY; this bounds the damage of one that never came. */
  maxAgeMs: number;
};

const DEFAULT_LIMITS: PublicEventCacheLimits = {
  maxEntries: 1000,
  maxBytes: 16 * 1024 * 1024,
  maxAgeMs: 5 * 60_000,
};

// How many recent changes are remembered for loads still running (see #isStale).
const CHANGE_LOG_SIZE = 64;

type Entry = { document: PublicEventDocument; size: number; expiresAt: number };

/**
 * The public event documents by slug, least recently used first out. Trusted only while the
 * change listener is LISTENing (setListening): otherwise every call goes to the database and
 * nothing is kept, since a change could go unheard.
 *
 * A load that started before a change to its event was heard may have read the old rows, so it
 * is not stored (its caller still gets it: it was true when read). Loads of one slug running at
 * the same time are shared, so a crowd arriving on a cold entry runs the queries once.
 */
export class PublicEventCache {
  readonly #limits: PublicEventCacheLimits;
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<
    string,
    { version: number; promise: Promise<PublicEventDocument | undefined> }
  >();
  readonly #changes: EventChange[] = [];
  #version = 0;
  #bytes = 0;
  #isListening = false;

  constructor(limits: Partial<PublicEventCacheLimits> = {}) {
    this.#limits = { ...DEFAULT_LIMITS, ...limits };
  }

  get isListening(): boolean {
    return this.#isListening;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether `slug` is held (and fresh), without counting as a use. */
  has(slug: string): boolean {
    const entry = this.#entries.get(slug);
    return entry !== undefined && entry.expiresAt > Date.now();
  }

  /** The listener started or stopped hearing changes: either way, what is held can't be trusted. */
  setListening(isListening: boolean): void {
    this.#isListening = isListening;
    this.changed('all');
  }

  /** The cached document of `slug`, else `load()`'s (kept when found and still current). */
  async find(slug: string, load: () => Promise<PublicEventDocument | undefined>) {
    if (!this.#isListening) return load();
    const entry = this.#entries.get(slug);
    if (entry) {
      if (entry.expiresAt > Date.now()) {
        // Most recently used goes last: a Map iterates in insertion order.
        this.#entries.delete(slug);
        this.#entries.set(slug, entry);
        return entry.document;
      }
      this.#remove(slug, entry);
    }
    const version = this.#version;
    const running = this.#loading.get(slug);
    if (running?.version === version) return running.promise;
    const promise = this.#load(slug, version, load);
    this.#loading.set(slug, { version, promise });
    return promise;
  }

  async #load(slug: string, version: number, load: () => Promise<PublicEventDocument | undefined>) {
    try {
      const document = await load();
      if (document && this.#isListening && !this.#isStale(document.eventId, version)) {
        this.#store(slug, document);
      }
      return document;
    } finally {
      // One load per slug and version: a later one (after a change) is not this one's to remove.
      if (this.#loading.get(slug)?.version === version) this.#loading.delete(slug);
    }
  }

  /** Heard from the database: these events' documents (or all) are out of date. */
  changed(change: EventChange): void {
    this.#version += 1;
    this.#changes.push(change);
    if (this.#changes.length > CHANGE_LOG_SIZE) this.#changes.shift();
    if (change === 'all') {
      this.#entries.clear();
      this.#bytes = 0;
      return;
    }
    const ids = new Set(change);
    // Keyed by slug, so a renamed event's old slug goes too; a thousand entries take microseconds.
    for (const [slug, entry] of this.#entries) {
      if (ids.has(entry.document.eventId)) this.#remove(slug, entry);
    }
  }

  /** Whether a change to `eventId` was heard since `version` (or too many to tell). */
  #isStale(eventId: number, version: number): boolean {
    const heard = this.#version - version;
    if (heard === 0) return false;
    if (heard > this.#changes.length) return true;
    return this.#changes.slice(-heard).some((change) => change === 'all' || change.includes(eventId));
  }

  #store(slug: string, document: PublicEventDocument): void {
    const previous = this.#entries.get(slug);
    if (previous) this.#remove(slug, previous);
    const size = document.body?.sizeBytes ?? 0;
    if (size > this.#limits.maxBytes) return;
    this.#entries.set(slug, { document, size, expiresAt: Date.now() + this.#limits.maxAgeMs });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#bytes <= this.#limits.maxBytes) break;
      this.#remove(oldest, entry);
    }
  }

  #remove(slug: string, entry: Entry): void {
    this.#entries.delete(slug);
    this.#bytes -= entry.size;
  }
}
