import { apiRoutes } from '@celebra/shared/api';
import { MESSAGE_REMOVED_MESSAGE } from '@celebra/shared/messages';
import type { TEventMessage } from '@celebra/shared/models';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Box from '@mui/material/Box';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../common/api';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/layout/EmptyState';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { useHostEvent } from '../../common/session';
import { MessageCard } from './components/MessageCard';

/** The messages guests left on the site. */
export function MessagesPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const queryClient = useQueryClient();
  const messagesQuery = queryOptions({
    queryKey: ['usersListMessages', id],
    queryFn: ({ signal }) => api.call(apiRoutes.usersListMessages, { params: { eventId: id }, signal }),
  });
  const { data, error, isLoading } = useQuery(messagesQuery);
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao buscar recados.'));
  const [deleting, setDeleting] = useState<TEventMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const messages = data?.messages ?? [];

  const remove = async () => {
    if (!deleting || !data) return;
    setBusy(true);
    try {
      await api.call(apiRoutes.usersDeleteMessage, { params: { eventId: id, messageId: deleting.id } });
      queryClient.setQueryData(
        messagesQuery.queryKey,
        (current) =>
          current && {
            ...current,
            messages: current.messages.filter((message) => message.id !== deleting.id),
          },
      );
      alert.success(MESSAGE_REMOVED_MESSAGE);
    } catch (error) {
      alert.error(error, 'Erro ao excluir recado.');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <Page title="Recados" subtitle="O que os seus convidados escreveram para você.">
      {isLoading && <LoadingView />}
      {data && messages.length === 0 && <EmptyState text="Nenhuma messagem para o evento..." />}
      {messages.length > 0 && (
        <Box
          component="ul"
          aria-label="Recados"
          sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} onDelete={() => setDeleting(message)} />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        text="Tem certeza que deseja excluir este recado?"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
