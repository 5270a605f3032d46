/**
 * The buttons that close an edit form: save (or update), and, for a record that exists, remove
 * after a yes/no question, then `onRemoved`; a failed removal shows the server's message, else
 * `removeError`. A record the server would refuse to remove (`refusal`: why) is not asked about:
 * the reason shows instead, with nothing to confirm.
 */
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAlerts } from './AlertProvider';

type Props = {
  isSubmitting: boolean;
  /** The translation key of the submit button. */
  saveLabel?: string;
  /** Removes the record; absent while it is being created. */
  remove?: () => Promise<unknown>;
  /** The translation key of the remove button. */
  removeLabel?: string;
  /** The question asked before removing (translated). */
  confirmText: string;
  /** Why the record cannot be removed now (translated), shown in place of the question. */
  refusal?: string | undefined;
  onRemoved: () => void;
  /** The message of a failed removal when the server gives none (translated). */
  removeError?: string;
};

export function SaveRemoveActions({
  isSubmitting,
  saveLabel = 'ra.action.save',
  remove,
  removeLabel = 'ra.action.remove',
  confirmText,
  refusal,
  onRemoved,
  removeError,
}: Props) {
  const translate = useTranslate();
  const { alert, confirm, showError } = useAlerts();

  const removeConfirmed = async () => {
    if (!remove) return;
    if (refusal) {
      await alert({ title: translate('celebra.alert.warning'), text: refusal });
      return;
    }
    const isSure = await confirm({ title: translate('celebra.alert.warning'), text: confirmText });
    if (!isSure) return;
    try {
      await remove();
      onRemoved();
    } catch (error) {
      void showError(error, removeError);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      {remove ? (
        <Button color="error" onClick={removeConfirmed} disabled={isSubmitting}>
          {translate(removeLabel)}
        </Button>
      ) : null}
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {translate(saveLabel)}
      </Button>
    </Box>
  );
}
