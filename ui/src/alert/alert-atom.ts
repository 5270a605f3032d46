import { errorMessage } from '@celebra/shared/client';
import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

export type TAlertSeverity = 'error' | 'success' | 'warning';

/**
 * The one modal alert of an app: an icon by severity, a title and a text. Without a title the
 * app's dialog shows its own for the severity (each app words its titles its own way).
 */
export type TAlert = { severity: TAlertSeverity; title?: string; text: string; onClose?: () => void };

/** The alert shown; null when closed. Each app's dialog reads it, rendered once at its root. */
export const alertAtom = atom<TAlert | null>(null);

/** An app's titles for an alert that brings none, by severity. */
export type TAlertTitles = Record<TAlertSeverity, string>;

/** The title an alert shows: its own, else the app's for its severity. */
export function alertTitle(alert: TAlert, titles: TAlertTitles): string {
  return alert.title ?? titles[alert.severity];
}

/**
 * Shows alerts. `error` shows the server's message (or the error's own) when there is one, else
 * the caller's fallback.
 */
export function useAlert() {
  const setAlert = useSetAtom(alertAtom);
  return useMemo(
    () => ({
      show: (alert: TAlert) => setAlert(alert),
      error: (error: unknown, fallback: string, title?: string) =>
        setAlert({ severity: 'error', title, text: errorMessage(error, fallback) }),
      success: (text: string, title?: string) => setAlert({ severity: 'success', title, text }),
      warning: (text: string, title?: string) => setAlert({ severity: 'warning', title, text }),
    }),
    [setAlert],
  );
}
