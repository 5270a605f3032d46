import { apiRoutes } from '@celebra/shared/api';
import type { TEventMessage } from '@celebra/shared/models';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useAlert } from '../../../common/alert/alert-atom';
import { api } from '../../../common/api';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { EmptyState } from '../../../common/layout/EmptyState';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { useLoad } from '../../../common/use-load';
import { MessageCard } from './components/MessageCard';

/** The messages guests left on the site. */
export function MessagesPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { data, loading, setData } = useLoad(
    (signal) => api.call(apiRoutes.usersListMessages, { params: { eventId: id }, signal }),
    id,
    (error) => alert.error(error, 'Erro ao buscar recados.'),
  );
  const [deleting, setDeleting] = useState<TEventMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const messages = data?.messages ?? [];

  const remove = async () => {
    if (!deleting || !data) return;
    setBusy(true);
    try {
      await api.call(apiRoutes.usersDeleteMessage, { params: { eventId: id, messageId: deleting.id } });
      setData({ ...data, messages: data.messages.filter((message) => message.id !== deleting.id) });
      alert.success('Recado removido com sucesso.');
    } catch (error) {
      alert.error(error, 'Erro ao excluir recado.');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <Page title="Recados" subtitle="O que os seus convidados escreveram para você.">
      {loading && !data && <LoadingView />}
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
