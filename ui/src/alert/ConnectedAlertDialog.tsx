import type { SxProps, Theme } from '@mui/material/styles';
import type { TypographyProps } from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { AlertDialog } from './AlertDialog';
import { alertAtom, alertQueueAtom, alertTitle, type TAlertSeverity, type TAlertTitles } from './alert-atom';

type Props = {
  /** The app's titles for an alert that brings none. */
  titles: TAlertTitles;
  /** The app's icon for an alert of this severity; none: the alert is drawn plain, left-aligned. */
  icon?: (severity: TAlertSeverity) => ReactNode;
  titleVariant?: TypographyProps['variant'];
  sx?: SxProps<Theme>;
};

/**
 * The modal alert of an app, driven by `useAlert`: rendered once at the app's root, it shows the
 * first waiting alert in the app's own words and icons, and closing it tells the one who opened it
 * the answer and brings the next.
 */
export function ConnectedAlertDialog({ titles, icon, titleVariant, sx }: Props) {
  const alert = useAtomValue(alertAtom);
  const setQueue = useSetAtom(alertQueueAtom);
  const close = (answer: boolean) => {
    setQueue((queue) => queue.slice(1));
    alert?.onClose?.(answer);
  };
  const content = alert && {
    title: alertTitle(alert, titles),
    text: alert.text,
    ...(alert.detail ? { detail: alert.detail } : {}),
    ...(alert.question ? { question: alert.question } : {}),
    ...(icon ? { icon: icon(alert.severity) } : {}),
  };
  return (
    <AlertDialog
      alert={content}
      onClose={close}
      {...(titleVariant ? { titleVariant } : {})}
      {...(sx ? { sx } : {})}
    />
  );
}
