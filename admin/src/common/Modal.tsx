/**
 * The back office's modal overlay: a dimmed full-screen backdrop, a panel with a close control at the top
 * right, a 0.3 s show/hide animation, close on outside click unless told otherwise, full width on
 * small screens and fitting its content from 440 px wide. `zIndex` is the stacking order
 * (default 10), counted above MUI's modal layer so that a modal opened from a modal lies on top.
 * A modal holding a form with changes (its own `dirty`, or a form inside made with the back
 * office's `useForm`) asks 'Descartar alterações?' before the close control, Escape or a click
 * outside closes it.
 */
import { useDirtyClose } from '@celebra/ui/dialogs';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

const TRANSITION_MS = 300;
const DEFAULT_STACKING = 10;

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  closeOnOutsideClick?: boolean;
  zIndex?: number;
  /** The panel's widest size once the screen is 440 px or wider. */
  maxWidth?: number;
  /** Changes held by the component that renders the modal, when its form is its own. */
  dirty?: boolean;
};

export function Modal({
  open,
  onClose,
  title,
  children,
  closeOnOutsideClick = true,
  zIndex = DEFAULT_STACKING,
  maxWidth = 720,
  dirty = false,
}: ModalProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { requestClose, guard } = useDirtyClose(onClose, dirty);
  return guard(
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && !closeOnOutsideClick) return;
        requestClose();
      }}
      transitionDuration={TRANSITION_MS}
      aria-labelledby={title ? titleId : undefined}
      sx={{ zIndex: (theme) => theme.zIndex.modal + zIndex - DEFAULT_STACKING }}
      slotProps={{
        backdrop: { sx: { backgroundColor: 'rgba(0, 0, 0, 0.6)' } },
        paper: {
          sx: {
            position: 'relative',
            m: 0,
            width: '100%',
            maxWidth: '100%',
            borderRadius: 0,
            '@media (min-width: 440px)': { width: 'auto', minWidth: 400, maxWidth, m: 2, borderRadius: 2 },
          },
        },
      }}
    >
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={requestClose}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ p: 3, pt: 2 }}>
        {title ? (
          <Typography id={titleId} variant="h6" component="h2" sx={{ pr: 5, mb: 2 }}>
            {title}
          </Typography>
        ) : null}
        {children}
      </Box>
    </Dialog>,
  );
}
