import { formatDate } from '@celebra/shared/format';
import type { TUser, TUserEvent } from '@celebra/shared/models';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useGetManyReference, useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { EmptyTable } from '../common/EmptyTable';
import { Modal } from '../common/Modal';

/** The user's events: title, subtitle, creation date, location, description. */
export function UserEventsModal({ user, onClose }: { user: TUser; onClose: () => void }) {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const { data, isPending } = useGetManyReference<TUserEvent>(
    'user-events',
    { target: 'userId', id: user.id },
    { onError: (error) => showError(error, translate('celebra.errors.fetchEvents')) },
  );

  return (
    <Modal open onClose={onClose} title={translate('celebra.users.eventsOf', { name: user.firstName })}>
      {isPending ? (
        <CircularProgress />
      ) : data?.length ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {data.map((event) => (
            <Card key={event.id} variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h3">
                  {event.title}
                </Typography>
                {event.subtitle ? <Typography color="text.secondary">{event.subtitle}</Typography> : null}
                <Typography variant="body2">
                  {translate('celebra.users.createdAt', { date: formatDate(event.createdAt) })}
                </Typography>
                {event.location ? <Typography variant="body2">{event.location}</Typography> : null}
                {event.description ? (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {event.description}
                  </Typography>
                ) : null}
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : (
        <EmptyTable />
      )}
    </Modal>
  );
}
