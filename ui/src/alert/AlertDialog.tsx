import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useState } from 'react';

/** What one alert says. */
export type AlertContent = {
  title: ReactNode;
  text: ReactNode;
  /** A second paragraph under the text. */
  detail?: ReactNode;
  /** The app's icon for the alert's kind: an alert with one is drawn centred, icon on top. */
  icon?: ReactNode;
  /** Makes it a yes/no question with these button labels; without them the one button is OK. */
  question?: { yes: string; no: string };
};

type Props = {
  /** The alert shown; null closes the dialog. */
  alert: AlertContent | null;
  /** True for OK or yes; false for no, Escape or a click outside. */
  onClose: (answer: boolean) => void;
  titleVariant?: TypographyProps['variant'];
  sx?: SxProps<Theme>;
};

/** The modal alert of an app: a title, a text and OK, or a question answered yes or no. */
export function AlertDialog({ alert, onClose, titleVariant = 'h6', sx }: Props) {
  const id = useId();
  const titleId = `${id}title`;
  const textId = `${id}text`;
  // The last alert stays drawn while the dialog fades out, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<AlertContent | null>(alert);
  useEffect(() => {
    if (alert) setShown(alert);
  }, [alert]);
  const current = alert ?? shown;
  const isCentred = current?.icon !== undefined;
  return (
    <Dialog
      open={alert !== null}
      onClose={() => onClose(false)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      {...(isCentred ? { maxWidth: 'xs', fullWidth: true } : {})}
      {...(sx ? { sx } : {})}
    >
      <DialogContent sx={isCentred ? { textAlign: 'center', pt: 4 } : {}}>
        {current?.icon}
        <Typography id={titleId} variant={titleVariant} component="h2" sx={{ mt: isCentred ? 1 : 0 }}>
          {current?.title}
        </Typography>
        <Typography id={textId} sx={{ mt: 1, whiteSpace: 'pre-line' }} color="text.secondary">
          {current?.text}
        </Typography>
        {current?.detail ? (
          <Typography sx={{ mt: 1 }} color="text.secondary">
            {current.detail}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={isCentred ? { justifyContent: 'center', pb: 3 } : {}}>
        {current?.question ? <Button onClick={() => onClose(false)}>{current.question.no}</Button> : null}
        <Button variant="contained" onClick={() => onClose(true)} autoFocus>
          {current?.question ? current.question.yes : 'OK'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
