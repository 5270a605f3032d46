import { apiRoutes } from '@celebra/shared/api';
import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import type { TGuest, TRsvpSettings } from '@celebra/shared/models';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import DownloadIcon from '@mui/icons-material/Download';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../common/api';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/layout/EmptyState';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { useHostEvent } from '../../common/session';
import { invitationUrl } from '../../common/site-url';
import { countPeople, countTotals, DEFAULT_CHILDREN_MAX_AGE } from './components/count-people';
import { GuestCard } from './components/GuestCard';
import { GuestFormDialog } from './components/GuestFormDialog';
import { GuestTotals } from './components/GuestTotals';
import { GUEST_FILTERS, matchesFilter, type TGuestFilter } from './components/guest-status';
import { ImportGuestsDialog } from './components/ImportGuestsDialog';
import { MergeGuestDialog } from './components/MergeGuestDialog';
import { questionColumns } from './components/question-columns';
import { RsvpSettingsDialog } from './components/RsvpSettingsDialog';

/**
 * Confirmations: the guest list (who answered on the site and who was invited), its totals and
 * filters, add / edit / delete / import, joining two rows that are one person (an answer sent
 * without the personal link), personal links and reminders, the confirmation form's
 * settings, and the list's PDF and CSV downloads.
 */
export function ConfirmationsPage() {
  const alert = useAlert();
  const { id, title, slug } = useHostEvent();
  const queryClient = useQueryClient();
  const queryKey = ['usersListGuests', id];
  const rsvpKey = ['usersGetRsvpSettings', id];
  const { data, error, isLoading } = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.call(apiRoutes.usersListGuests, { params: { eventId: id }, signal }),
  });
  const rsvp = useQuery({
    queryKey: rsvpKey,
    queryFn: ({ signal }) => api.call(apiRoutes.usersGetRsvpSettings, { params: { eventId: id }, signal }),
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao carregar convidados.'));
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const [editing, setEditing] = useState<TGuest | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TGuest | null>(null);
  const [merging, setMerging] = useState<TGuest | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const [filter, setFilter] = useState<TGuestFilter>('all');
  const [importing, setImporting] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  const [remindingAll, setRemindingAll] = useState<'asking' | 'sending' | null>(null);
  const [remindingId, setRemindingId] = useState<number | null>(null);
  const [copied, setCopied] = useState(false);
  const guests = data?.guests ?? [];
  const settings = rsvp.data?.rsvp;
  const childrenMaxAge = settings?.childrenMaxAge ?? DEFAULT_CHILDREN_MAX_AGE;
  const totals = countTotals(guests, childrenMaxAge);
  const shown = guests.filter((guest) => matchesFilter(guest, filter));
  const linkOf = (guest: TGuest) => invitationUrl(slug, guest.invitationToken);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.call(apiRoutes.usersDeleteGuest, { params: { eventId: id, guestId: deleting.id } });
      alert.success(GUEST_LIST_MESSAGES.guestRemoved);
      await reload();
    } catch (error) {
      alert.error(error, 'Erro ao remover convidado.');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const copyLink = async (guest: TGuest) => {
    try {
      await navigator.clipboard.writeText(linkOf(guest));
      setCopied(true);
    } catch (error) {
      alert.error(error, 'Não foi possível copiar o link.');
    }
  };

  const remindByEmail = async (guest: TGuest) => {
    setRemindingId(guest.id);
    try {
      // The route takes no body; the client sends every POST one, so an empty object.
      const answer = await api.call(apiRoutes.usersRemindGuest, {
        params: { eventId: id, guestId: guest.id },
        body: {},
      });
      alert.success(answer.message);
      await reload();
    } catch (error) {
      alert.error(error, 'Erro ao enviar o lembrete.');
    } finally {
      setRemindingId(null);
    }
  };

  const remindAll = async () => {
    setRemindingAll('sending');
    try {
      const answer = await api.call(apiRoutes.usersRemindGuests, { params: { eventId: id }, body: {} });
      alert.success(answer.message);
      await reload();
    } catch (error) {
      alert.error(error, 'Erro ao enviar os lembretes.');
    } finally {
      setRemindingAll(null);
    }
  };

  const configure = () => {
    if (settings) setConfiguring(true);
    else alert.error(rsvp.error, 'Erro ao carregar as configurações da confirmação.');
  };

  const savedSettings = (saved: TRsvpSettings) => {
    queryClient.setQueryData(rsvpKey, { success: true, message: '', rsvp: saved });
  };

  // Both files are made in the browser by code loaded only when asked for.
  const download = async (format: 'pdf' | 'csv') => {
    setDownloading(format);
    const extras = { childrenMaxAge, questions: questionColumns(settings?.questions ?? [], guests) };
    try {
      if (format === 'pdf') {
        const { downloadGuestList } = await import('./components/download-guest-list');
        await downloadGuestList(title, guests, extras);
      } else {
        const { downloadGuestListCsv } = await import('./components/download-guest-list-csv');
        downloadGuestListCsv(title, guests, extras);
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
        data && totals.attending > 0
          ? `${totals.attending} ${totals.attending === 1 ? 'convidado confirmado' : 'convidados confirmados'} · ${countPeople(guests)} pessoas no total`
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
          <Button variant="outlined" startIcon={<TuneIcon />} onClick={configure}>
            Configurar confirmação
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            Importar lista (CSV)
          </Button>
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
        <>
          <GuestTotals totals={totals} childrenMaxAge={childrenMaxAge} />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mb: 2,
            }}
          >
            <Tabs
              value={filter}
              onChange={(_, value: TGuestFilter) => setFilter(value)}
              aria-label="Filtrar convidados"
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {GUEST_FILTERS.map((option) => (
                <Tab key={option.value} value={option.value} label={option.label} />
              ))}
            </Tabs>
            <Button
              startIcon={<MarkEmailUnreadOutlinedIcon />}
              onClick={() => setRemindingAll('asking')}
              disabled={totals.pending === 0}
            >
              Lembrar por e-mail quem não respondeu
            </Button>
          </Box>
          {shown.length === 0 && (
            <Typography color="text.secondary">Nenhum convidado nesta situação.</Typography>
          )}
          <Box
            component="ul"
            aria-label="Convidados"
            sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          >
            {shown.map((guest) => (
              <GuestCard
                key={guest.id}
                guest={guest}
                eventTitle={title}
                link={linkOf(guest)}
                childrenMaxAge={childrenMaxAge}
                reminding={remindingId === guest.id}
                onEdit={() => setEditing(guest)}
                onDelete={() => setDeleting(guest)}
                onCopyLink={() => copyLink(guest)}
                onRemindByEmail={() => remindByEmail(guest)}
                onMerge={guests.length > 1 ? () => setMerging(guest) : undefined}
              />
            ))}
          </Box>
        </>
      )}
      {data && guests.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          A lista baixada traz os contatos, a resposta, os acompanhantes, as respostas às perguntas e a
          mensagem de cada convidado: em PDF para imprimir, em CSV para abrir no Excel.
        </Typography>
      )}
      <GuestFormDialog eventId={id} guest={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      <MergeGuestDialog
        eventId={id}
        guest={merging}
        guests={guests}
        onClose={() => setMerging(null)}
        onMerged={reload}
      />
      <ImportGuestsDialog
        eventId={id}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={reload}
      />
      <RsvpSettingsDialog
        eventId={id}
        settings={settings}
        open={configuring}
        onClose={() => setConfiguring(false)}
        onSaved={savedSettings}
      />
      <ConfirmDialog
        open={deleting !== null}
        text="Tem certeza que deseja excluir este convidado?"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={remindingAll !== null}
        title="Lembrar por e-mail"
        text="Enviar um lembrete por e-mail a cada convidado que ainda não respondeu? Quem não tem e-mail ou já foi lembrado nas últimas 24 horas fica de fora."
        confirmLabel="Enviar lembretes"
        confirmColor="primary"
        busy={remindingAll === 'sending'}
        onConfirm={remindAll}
        onCancel={() => setRemindingAll(null)}
      />
      <Snackbar
        open={copied}
        autoHideDuration={3000}
        onClose={() => setCopied(false)}
        message="Link pessoal copiado."
      />
    </Page>
  );
}
