import { formatBRL, NOT_INFORMED } from '@celebra/shared/format';
import type { TPreUserRequest } from '@celebra/shared/models';
import { useErrorAlert } from '@celebra/ui/alert';
import { Box, CircularProgress, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { SCREEN_LOAD } from '../common/query-options';
import { useCelebra } from '../providers/use-celebra';

/** 'Informações do evento': the request's category, type and gifts with their prices. */
export function RequestInfoModal({ request, onClose }: { request: TPreUserRequest; onClose: () => void }) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { showError } = useAlerts();
  const {
    data: info,
    error,
    isPending,
  } = useQuery({
    queryKey: ['celebra', 'preUserRequestInfo', request.id],
    queryFn: () => celebra.getPreUserRequestInfo(request.id),
    ...SCREEN_LOAD,
  });
  useErrorAlert(error, (failure) => {
    // This failure closes the modal: there is nothing in it to act on.
    onClose();
    void showError(failure, translate('celebra.errors.fetchEventInfo'));
  });
  const notInformed = NOT_INFORMED;

  return (
    <Modal open onClose={onClose} title={translate('celebra.eventRequests.info')}>
      {isPending || !info ? (
        <CircularProgress />
      ) : (
        <Box>
          <Typography>
            <strong>{translate('celebra.eventRequests.eventType')}:</strong>{' '}
            {info.eventType?.name ?? notInformed}
          </Typography>
          <Typography>
            <strong>{translate('celebra.eventRequests.eventCategory')}:</strong>{' '}
            {info.eventCategory?.name ?? notInformed}
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2">{translate('celebra.eventRequests.gifts')}</Typography>
          {info.gifts.length ? (
            <List dense>
              {info.gifts.map((gift) => (
                <ListItem key={gift.id} disableGutters secondaryAction={formatBRL(gift.price)}>
                  <ListItemText primary={gift.name} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{notInformed}</Typography>
          )}
        </Box>
      )}
    </Modal>
  );
}
