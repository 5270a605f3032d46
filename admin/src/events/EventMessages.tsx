/** /events/{id}/messages: the guests' messages as cards, each with a delete icon. */
import { formatDateTime } from '@celebra/shared/format';
import type { TEventMessage } from '@celebra/shared/models';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Card, CardContent, CircularProgress, IconButton, Typography } from '@mui/material';
import { useDelete, useGetManyReference, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { EmptyTable } from '../common/EmptyTable';
import { PageHeader } from '../common/PageHeader';

// What a guest typed may hold a word longer than the card (a link, a run of emojis or letters):
// it wraps wherever it must rather than spilling out of the card. `word-break: break-word` is
// the same for browsers that do not know `overflow-wrap: anywhere`.
const WRAP_ANYWHERE = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

export function EventMessages() {
  const translate = useTranslate();
  const eventId = Number(useParams().id);
  const { confirm, showError } = useAlerts();
  const [remove] = useDelete();
  const { data, isPending, refetch } = useGetManyReference<TEventMessage>(
    'event-messages',
    { target: 'eventId', id: eventId },
    { onError: (error) => showError(error, translate('celebra.errors.fetchMessages')) },
  );

  const removeMessage = async (message: TEventMessage) => {
    const isSure = await confirm({
      title: translate('celebra.alert.warning'),
      text: translate('celebra.messages.confirmDelete'),
    });
    if (!isSure) return;
    try {
      await remove(
        'event-messages',
        { id: message.id, previousData: message, meta: { eventId } },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      refetch();
    } catch (error) {
      void showError(error, translate('celebra.errors.deleteMessage'));
    }
  };

  return (
    <>
      <PageHeader title={translate('celebra.messages.title', { id: eventId })} />
      {isPending ? (
        <CircularProgress />
      ) : data?.length ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data.map((message) => (
            <Card key={message.id}>
              <CardContent sx={{ position: 'relative' }}>
                <IconButton
                  aria-label={translate('ra.action.delete')}
                  onClick={() => removeMessage(message)}
                  sx={{ position: 'absolute', top: 8, right: 8 }}
                >
                  <DeleteIcon />
                </IconButton>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(message.createdAt)}
                </Typography>
                <Typography variant="subtitle1" sx={{ fontWeight: 600, pr: 5, ...WRAP_ANYWHERE }}>
                  {`${message.firstName} ${message.lastName}`}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ pr: 5, ...WRAP_ANYWHERE }}>
                  {message.email}
                </Typography>
                <Typography variant="body1" sx={{ mt: 1, whiteSpace: 'pre-line', ...WRAP_ANYWHERE }}>
                  {message.message}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : (
        <EmptyTable message="celebra.messages.empty" />
      )}
    </>
  );
}
