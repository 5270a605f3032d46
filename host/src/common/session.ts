import type { THostEvent, THostUser } from '@celebra/shared/models';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** The auth gate's states: checking, then signed in or signed out. */
export type TSession =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: THostUser; event: THostEvent | null };

export const sessionAtom = atom<TSession>({ status: 'checking' });

/** The signed-in host's event. Only rendered inside the host app, where it exists. */
export function useHostEvent(): THostEvent {
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'signed-in' || !session.event) throw new Error('No signed-in event.');
  return session.event;
}

/** Merges fresh event fields (a new colour, banner, slug...) into the session, so every screen follows. */
export function useUpdateHostEvent() {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    (changes: Partial<THostEvent>) =>
      setSession((session) =>
        session.status === 'signed-in' && session.event
          ? { ...session, event: { ...session.event, ...changes } }
          : session,
      ),
    [setSession],
  );
}
