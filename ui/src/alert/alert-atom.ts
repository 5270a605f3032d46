import { errorMessage } from '@celebra/shared/client';
import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

export type TAlertSeverity = 'error' | 'success' | 'warning';

/**
 * One modal alert of an app: an icon by severity, a title and a text (and a second paragraph), or
 * a yes/no question. Without a title the app's dialog shows its own for the severity (each app
 * words its titles its own way). `onClose` hears the answer: true for OK or yes.
 */
export type TAlert = {
  severity: TAlertSeverity;
  title?: string;
  text: string;
  detail?: string;
  /** Makes it a question with these button labels; without them the one button is OK. */
  question?: { yes: string; no: string };
  onClose?: (answer: boolean) => void;
};

/**
 * The alerts waiting to be shown, the first one on screen: an alert raised while another is open
 * waits for it instead of replacing it (a question must never be lost under an error).
 */
export const alertQueueAtom = atom<TAlert[]>([]);

/** The alert shown; null when none. Each app's dialog reads it, rendered once at its root. */
export const alertAtom = atom((get) => get(alertQueueAtom)[0] ?? null);

/** An app's titles for an alert that brings none, by severity. */
export type TAlertTitles = Record<TAlertSeverity, string>;

/** The title an alert shows: its own, else the app's for its severity. */
export function alertTitle(alert: TAlert, titles: TAlertTitles): string {
  return alert.title ?? titles[alert.severity];
}

/**
 * Shows alerts. `error` shows the server's message (or the error's own) when there is one, else
 * the caller's fallback. They return nothing, on purpose: a form's invalid handler that returned
 * the alert's promise would keep react-hook-form submitting until the alert is closed. `shown`
 * resolves when the alert is closed, with the answer; `confirm` asks a yes/no question.
 */
export function useAlert() {
  const setQueue = useSetAtom(alertQueueAtom);
  return useMemo(() => {
    const shown = (alert: TAlert) =>
      new Promise<boolean>((resolve) =>
        setQueue((queue) => [
          ...queue,
          {
            ...alert,
            onClose: (answer) => {
              alert.onClose?.(answer);
              resolve(answer);
            },
          },
        ]),
      );
    const show = (alert: TAlert): void => {
      void shown(alert);
    };
    return {
      show,
      shown,
      error: (error: unknown, fallback: string, title?: string) =>
        show({ severity: 'error', title, text: errorMessage(error, fallback) }),
      success: (text: string, title?: string) => show({ severity: 'success', title, text }),
      warning: (text: string, title?: string) => show({ severity: 'warning', title, text }),
      confirm: (
        question: Omit<TAlert, 'severity' | 'question' | 'onClose'> & { yes: string; no: string },
      ) => {
        const { yes, no, ...content } = question;
        return shown({ severity: 'warning', ...content, question: { yes, no } });
      },
    };
  }, [setQueue]);
}
