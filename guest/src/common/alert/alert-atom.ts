import { atom, useSetAtom } from 'jotai';

export type TAlertKind = 'success' | 'error' | 'warning';
export type TAlert = { kind: TAlertKind; message: string; title?: string };

/** The titles of the modal alert when a caller gives none; 'Atenção!' is the warning title. */
export const ALERT_TITLES: Record<TAlertKind, string> = {
  success: 'Tudo certo!',
  error: 'Ops!',
  warning: 'Atenção!',
};

/** The one modal alert of the site; null when closed. */
export const alertAtom = atom<TAlert | null>(null);

/** Opens the modal alert. */
export function useShowAlert(): (alert: TAlert) => void {
  return useSetAtom(alertAtom);
}
