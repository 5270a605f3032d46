/**
 * The back office's alert popups: a title ('Erro!', 'Atenção!', 'Sucesso!', 'Login'),
 * a text and an OK button; and confirmations with Sim / Cancelar. One dialog for the whole app.
 * A success is a short notification that does not stop the work, except the few that keep their
 * 'Sucesso!' popup (the event saved, the gift added to an event).
 */
import { errorMessage } from '@celebra/shared/client';
import { AlertDialog } from '@celebra/ui/alert';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isSessionEnded } from '../providers/session-end';

type AlertOptions = { title: string; text: string; detail?: string };
type Pending = AlertOptions & { confirm: boolean; resolve: (answer: boolean) => void };

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

const AlertContext = createContext<Alerts | null>(null);

export function AlertProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending | null>(null);
  const queue = useRef<Pending[]>([]);

  const open = useCallback((item: Pending) => {
    setPending((current) => {
      if (current) {
        queue.current.push(item);
        return current;
      }
      return item;
    });
  }, []);

  const close = (answer: boolean) => {
    pending?.resolve(answer);
    setPending(queue.current.shift() ?? null);
  };

  const alerts = useMemo<Alerts>(() => {
    const alert = (options: AlertOptions) =>
      new Promise<void>((resolve) => open({ ...options, confirm: false, resolve: () => resolve() }));
    const confirm = (options: AlertOptions) =>
      new Promise<boolean>((resolve) => open({ ...options, confirm: true, resolve }));
    return {
      alert,
      confirm,
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
  }, [open, translate, notify]);

  return (
    <AlertContext.Provider value={alerts}>
      {children}
      <AlertDialog
        alert={
          pending && {
            title: pending.title,
            text: pending.text,
            detail: pending.detail,
            ...(pending.confirm
              ? { question: { yes: translate('ra.message.yes'), no: translate('ra.action.cancel') } }
              : {}),
          }
        }
        onClose={close}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 100 }}
      />
    </AlertContext.Provider>
  );
}

export function useAlerts(): Alerts {
  const alerts = useContext(AlertContext);
  if (!alerts) throw new Error('useAlerts must be used inside <AlertProvider>.');
  return alerts;
}
