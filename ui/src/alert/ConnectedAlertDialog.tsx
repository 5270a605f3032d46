import type { TypographyProps } from '@mui/material/Typography';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { AlertDialog } from './AlertDialog';
import { alertAtom, alertTitle, type TAlertSeverity, type TAlertTitles } from './alert-atom';

type Props = {
  /** The app's titles for an alert that brings none. */
  titles: TAlertTitles;
  /** The app's icon for an alert of this severity. */
  icon: (severity: TAlertSeverity) => ReactNode;
  titleVariant?: TypographyProps['variant'];
};

/**
 * The modal alert of an app, driven by `useAlert`: rendered once at the app's root, it shows the
 * alert in `alertAtom` in the app's own words and icons, and closing it clears the alert and
 * tells the one who opened it.
 */
export function ConnectedAlertDialog({ titles, icon, titleVariant }: Props) {
  const [alert, setAlert] = useAtom(alertAtom);
  const close = () => {
    setAlert(null);
    alert?.onClose?.();
  };
  const content = alert && { title: alertTitle(alert, titles), text: alert.text, icon: icon(alert.severity) };
  return <AlertDialog alert={content} onClose={close} {...(titleVariant ? { titleVariant } : {})} />;
}
