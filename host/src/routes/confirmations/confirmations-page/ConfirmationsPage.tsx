import { apiRoutes } from '@celebra/shared/api';
import type { TGuest } from '@celebra/shared/models';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import DownloadIcon from '@mui/icons-material/Download';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../common/api';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { EmptyState } from '../../../common/layout/EmptyState';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { countPeople } from './components/count-people';
import { GuestCard } from './components/GuestCard';
import { GuestFormDialog } from './components/GuestFormDialog';

/** Confirmations: the guest list with companions, add / edit / delete, and its PDF and CSV downloads. */
export function ConfirmationsPage() {
  const alert = useAlert();
  const { id, title } = useHostEvent();
  const queryClient = useQueryClient();
  const queryKey = ['usersListGuests', id];
  const { data, error, isLoading } = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.call(apiRoutes.usersListGuests, { params: { eventId: id }, signal }),
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao carregar convidados.'));
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const [editing, setEditing] = useState<TGuest | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TGuest | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const guests = data?.guests ?? [];

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.call(apiRoutes.usersDeleteGuest, { params: { eventId: id, guestId: deleting.id } });
      alert.success('Convidado removido com sucesso.');
      await reload();
    } catch (error) {
      alert.error(error, 'Erro ao remover convidado.');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  // Both files are made in the browser by code loaded only when asked for.
  const download = async (format: 'pdf' | 'csv') => {
    setDownloading(format);
    try {
      if (format === 'pdf') {
        const { downloadGuestList } = await import('./components/download-guest-list');
        await downloadGuestList(title, guests);
      } else {
        const { downloadGuestListCsv } = await import('./components/download-guest-list-csv');
        downloadGuestListCsv(title, guests);
      }
    } catch (error) {
      alert.error(error, 'Não foi possível gerar a lista de convidados.');
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Page
      title="Confirmações de presença"
      subtitle={
        data && guests.length > 0
          ? `${guests.length} ${guests.length === 1 ? 'convidado confirmado' : 'convidados confirmados'} · ${countPeople(guests)} pessoas no total`
          : 'Quem confirmou presença no seu evento.'
      }
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['pdf', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => download(format)}
              loading={downloading === format}
              disabled={guests.length === 0}
            >
              Baixar lista ({format.toUpperCase()})
            </Button>
          ))}
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setEditing(null)}
          >
            Adicionar convidado
          </Button>
        </Box>
      }
    >
      {isLoading && <LoadingView />}
      {data && guests.length === 0 && <EmptyState text="Nenhum convidado confirmou presença até agora." />}
      {guests.length > 0 && (
        <Box
          component="ul"
          aria-label="Convidados"
          sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {guests.map((guest) => (
            <GuestCard
              key={guest.id}
              guest={guest}
              onEdit={() => setEditing(guest)}
              onDelete={() => setDeleting(guest)}
            />
          ))}
        </Box>
      )}
      {data && guests.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          A lista baixada traz os contatos, os acompanhantes e a mensagem de cada convidado: em PDF para
          imprimir, em CSV para abrir no Excel.
        </Typography>
      )}
      <GuestFormDialog eventId={id} guest={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      <ConfirmDialog
        open={deleting !== null}
        text="Tem certeza que deseja excluir este convidado?"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
