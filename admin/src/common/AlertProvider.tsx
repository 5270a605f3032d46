/**
 * The back office's alert popups, on the UI kit's one alert (the same queue and dialog as the
 * dashboard's and the event site's): a title ('Erro!', 'Atenção!', 'Sucesso!', 'Login'), a text
 * and an OK button; and confirmations with Sim / Cancelar. A success is a short notification that
 * does not stop the work, except the few that keep their 'Sucesso!' popup (the event saved, the
 * gift added to an event).
 */
import { errorMessage } from '@celebra/shared/client';
import { ConnectedAlertDialog, useAlert } from '@celebra/ui/alert';
import { createStore, Provider } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isSessionEnded } from '../providers/session-end';

type AlertOptions = { title: string; text: string; detail?: string };

export type Alerts = {
  /** Shows a message; resolves when it is closed. */
  alert(options: AlertOptions): Promise<void>;
  /** Asks a yes/no question; resolves with the answer. */
  confirm(options: AlertOptions): Promise<boolean>;
  /** 'Erro!' with the text for a failure: the server's message, else the screen's `fallback`. */
  showError(error: unknown, fallback?: string, detail?: string): Promise<void>;
  /** A short notification with the text, closing by itself. */
  showSuccess(text: string): Promise<void>;
  /** 'Sucesso!' with the text in a popup, closed with OK: only where the product keeps one. */
  showSuccessPopup(text: string): Promise<void>;
};

/** The back office's alert dialog, over react-admin's own dialogs, with a store per app tree. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [store] = useState(createStore);
  const titles = {
    error: translate('celebra.alert.error'),
    warning: translate('celebra.alert.warning'),
    success: translate('celebra.alert.success'),
  };
  return (
    <Provider store={store}>
      {children}
      <ConnectedAlertDialog titles={titles} sx={{ zIndex: (theme) => theme.zIndex.modal + 100 }} />
    </Provider>
  );
}

/** The back office's words on the UI kit's alert. */
export function useAlerts(): Alerts {
  const translate = useTranslate();
  const notify = useNotify();
  const alerts = useAlert();
  return useMemo<Alerts>(() => {
    const alert = async ({ title, text, detail }: AlertOptions) => {
      await alerts.shown({ severity: 'warning', title, text, ...(detail ? { detail } : {}) });
    };
    return {
      alert,
      confirm: ({ title, text, detail }) =>
        alerts.confirm({
          title,
          text,
          ...(detail ? { detail } : {}),
          yes: translate('ra.message.yes'),
          no: translate('ra.action.cancel'),
        }),
      // A session that ended is said once, on the way to the login page (SessionEndRedirect).
      showError: async (error, fallback, detail) => {
        if (isSessionEnded(error)) return;
        await alert({
          title: translate('celebra.alert.error'),
          text: errorMessage(error, fallback),
          ...(detail ? { detail } : {}),
        });
      },
      showSuccess: async (text) => {
        // Already a translated text: react-admin would otherwise look it up as a key.
        notify(text, { type: 'success', messageArgs: { _: text } });
      },
      showSuccessPopup: (text) => alert({ title: translate('celebra.alert.success'), text }),
    };
  }, [alerts, translate, notify]);
}
