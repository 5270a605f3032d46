/**
 * What was typed in a form survives the end of the session: when a call finds the session over,
 * every form on the page that has changes puts its values in the tab's sessionStorage, under the
 * page's path; after signing in, react-admin returns to that path and the form takes them back
 * (once: the draft is removed as it is read). Files (an image being picked) and passwords are
 * never kept, and the tab's sessionStorage dies with the tab.
 */
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';

const PREFIX = 'celebra.draft:';

/** The forms on screen, each able to keep its own values. */
const mounted = new Set<() => void>();

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const draftKey = (pathname: string, name: string) => `${PREFIX}${pathname}#${name}`;

/** JSON without what must not or cannot be kept: files and any password. */
function serialise(values: unknown): string {
  return JSON.stringify(values, (key, value: unknown) => {
    if (/password/i.test(key)) return undefined;
    if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
    return value;
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The form's own values with the draft's on top, nested objects merged (a kept-out file stays). */
function merge(base: unknown, draft: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(draft)) return draft === undefined ? base : draft;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(draft)) result[key] = merge(base[key], value);
  return result;
}

let leavingForLogin = false;

/**
 * Every form on screen with changes keeps its values (called when the session ends); the way to
 * the login page is then not held by the unsaved-changes warning.
 */
export function keepFormDrafts() {
  for (const keep of mounted) keep();
  leavingForLogin = true;
}

export function isLeavingForLogin(): boolean {
  return leavingForLogin;
}

/** A new session's layout: leaving a page asks again about unsaved changes. */
export function resetLeavingForLogin() {
  leavingForLogin = false;
}

/**
 * Keeps `form`'s values across a new sign-in on this page; `name` tells apart the forms of one page.
 * `onRestore` runs when typed values came back (the event page opens its edit mode).
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'formState'>,
  name: string,
  onRestore?: () => void,
) {
  const { pathname } = useLocation();
  const latest = useRef({ form, onRestore });
  latest.current = { form, onRestore };

  useEffect(() => {
    const storage = store();
    const key = draftKey(pathname, name);
    const saved = storage?.getItem(key);
    if (saved) {
      storage?.removeItem(key);
      try {
        const { form: current, onRestore: restored } = latest.current;
        const values = merge(current.getValues(), JSON.parse(saved)) as T;
        // The defaults stay the record's: the restored values count as changes not yet saved.
        current.reset(values, { keepDefaultValues: true });
        restored?.();
      } catch {
        // A draft that cannot be read is dropped: the form keeps the record's values.
      }
    }
    const keep = () => {
      const { form: current } = latest.current;
      const values = serialise(current.getValues());
      if (values === serialise(current.formState.defaultValues ?? {})) return;
      storage?.setItem(key, values);
    };
    mounted.add(keep);
    return () => {
      mounted.delete(keep);
    };
  }, [pathname, name]);
}
