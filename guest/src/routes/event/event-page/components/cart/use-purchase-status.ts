import { guestsPurchaseStatusRoute } from '@celebra/shared/api';
import type { TPurchasePaymentState } from '@celebra/shared/models';
import { useEffect, useState } from 'react';
import { api } from '../../../../../common/api';

export const STATUS_POLL_MS = 3_000;

/** Whether the purchase will still change by itself: only a PENDING one does. */
const isWaiting = (state: TPurchasePaymentState) => state.status === 'PENDING';

/**
 * A Pix purchase's state, asked of the server every 3 seconds while it waits to be paid. Nobody
 * pays while the page is hidden in the background, so the asking stops then and starts again,
 * at once, when the guest comes back (most often from the bank's app, the Pix just paid); it
 * stops for good once the purchase is settled or the component goes. A failed read is tried again
 * at the next turn. `askAtOnce`: the state is an old one (a Pix kept from an earlier visit, maybe
 * paid since), asked of the server right away.
 */
export function usePurchaseStatus(initial: TPurchasePaymentState, statusToken: string, askAtOnce = false) {
  const [state, setState] = useState(initial);
  const waiting = isWaiting(state);

  useEffect(() => {
    if (!waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isCurrent = true;

    const read = async () => {
      try {
        const { purchase } = await api.call(guestsPurchaseStatusRoute, {
          params: { id: initial.id },
          query: { token: statusToken },
        });
        if (isCurrent) setState(purchase);
      } catch {
        // The network or the server failed this once: the next turn asks again.
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      if (!isCurrent || document.hidden) return;
      timer = setTimeout(async () => {
        await read();
        schedule();
      }, STATUS_POLL_MS);
    };
    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        return;
      }
      void read().then(schedule);
    };

    if (askAtOnce && !document.hidden) void read().then(schedule);
    else schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [waiting, initial.id, statusToken, askAtOnce]);

  return state;
}

/** Whole seconds left until `expiresAt` at `now`; 0 once it has passed. */
const secondsUntil = (expiresAt: string, now = Date.now()) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));

/** Whole seconds left until `expiresAt`, counted down every second; 0 once it has passed. */
export function useSecondsLeft(expiresAt: string) {
  const [seconds, setSeconds] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setSeconds(secondsUntil(expiresAt));
    const timer = setInterval(() => setSeconds(secondsUntil(expiresAt)), 1_000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

/** '29:41': minutes and seconds. */
export const formatCountdown = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
