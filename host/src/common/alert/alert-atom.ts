import { errorMessage } from '@celebra/shared/client';
import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

export type TAlertSeverity = 'error' | 'success' | 'warning' | 'info';

/** The one modal alert of the app: a title, an icon by severity and a text. */
export type TAlert = { severity: TAlertSeverity; title: string; text: string; onClose?: () => void };

export const alertAtom = atom<TAlert | null>(null);

export const ERROR_TITLE = 'Erro!';
export const SUCCESS_TITLE = 'Sucesso!';
export const WARNING_TITLE = 'Atenção!';

/**
 * Shows alerts. `error` shows the server's message (or the error's own) when there is one, else
 * the screen's fallback from the error catalogue.
 */
export function useAlert() {
  const setAlert = useSetAtom(alertAtom);
  return useMemo(
    () => ({
      show: (alert: TAlert) => setAlert(alert),
      error: (error: unknown, fallback: string, title = ERROR_TITLE) =>
        setAlert({ severity: 'error', title, text: errorMessage(error, fallback) }),
      success: (text: string, title = SUCCESS_TITLE) => setAlert({ severity: 'success', title, text }),
      warning: (text: string, title = WARNING_TITLE) => setAlert({ severity: 'warning', title, text }),
    }),
    [setAlert],
  );
}
