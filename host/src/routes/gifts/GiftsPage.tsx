import { apiRoutes } from '@celebra/shared/api';
import { formatDate } from '@celebra/shared/format';
import { GIFT_REMOVED_MESSAGE } from '@celebra/shared/messages';
import type { THostEventGift } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import { compressImage } from '@celebra/ui/images';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { api } from '../../common/api';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { SuggestionForm } from '../../common/gift-suggestion/SuggestionForm';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { AddGiftsDialog } from './components/AddGiftsDialog';
import { GiftDialog } from './components/GiftDialog';
import { GiftForm } from './components/GiftForm';
import { GiftList } from './components/GiftList';
import { GiftNoticeCard } from './components/GiftNoticeCard';
import { removeQuestion } from './describe-gift';
import { feeSentence } from './fee-sentence';
import { giftFormData, giftToFormValues, type TGiftFormOutput } from './gift-form-values';
import { useGiftList } from './use-gift-list';

/** The photo as it is sent: compressed in the browser, as every host upload is. */
const photoToSend = async (image: File | null) => (image ? compressImage(image) : null);

/**
 * 'Lista de Presentes': what the fee means, the notice guests read beside the list, the list in
 * the guests' order with its actions (edit, move, hide, remove), adding from the catalogue or the
 * couple's own gifts, and gift suggestions to the platform.
 */
export function GiftsPage() {
  const alert = useAlert();
  const { data, isLoading, busy, update, setGifts, move, toggleHidden, eventId } = useGiftList();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<THostEventGift | null>(null);
  const [removing, setRemoving] = useState<THostEventGift | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      const answer = await api.call(apiRoutes.usersRemoveGift, {
        params: { eventId, giftId: removing.id },
      });
      setGifts(answer.gifts);
      alert.success(GIFT_REMOVED_MESSAGE);
    } catch (error) {
      alert.error(error, 'Erro ao remover presente.');
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  };

  const addFromCatalog = async (giftIds: number[]) => {
    try {
      const answer = await api.call(apiRoutes.usersAddCatalogGifts, {
        params: { eventId },
        body: { giftIds },
      });
      setGifts(answer.gifts);
      setAdding(false);
      alert.success(answer.message);
    } catch (error) {
      alert.error(error, 'Erro ao adicionar presentes.');
    }
  };

  const create = async (values: TGiftFormOutput, image: File | null) => {
    try {
      const answer = await api.call(apiRoutes.usersCreateGift, {
        params: { eventId },
        body: giftFormData(values, await photoToSend(image)),
      });
      setGifts(answer.gifts);
      setAdding(false);
      alert.success(answer.message);
    } catch (error) {
      alert.error(error, 'Erro ao criar presente.');
    }
  };

  const save = async (gift: THostEventGift, values: TGiftFormOutput, image: File | null) => {
    try {
      const answer = await api.call(apiRoutes.usersUpdateGift, {
        params: { eventId, giftId: gift.id },
        body: giftFormData(values, await photoToSend(image)),
      });
      setGifts(answer.gifts);
      setEditing(null);
      alert.success(answer.message);
    } catch (error) {
      alert.error(error, 'Erro ao salvar presente.');
    }
  };

  return (
    <Page
      title="Lista de Presentes"
      subtitle="Os presentes que os convidados podem dar a você."
      actions={
        data && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Adicionar presentes
          </Button>
        )
      }
    >
      {isLoading && <LoadingView />}
      {data && (
        <Stack spacing={3}>
          <Alert severity="info" icon={false}>
            {feeSentence(data.percentageGift)}
          </Alert>
          <GiftNoticeCard
            eventId={eventId}
            notice={data.giftNotice}
            onSaved={(giftNotice) => update({ giftNotice })}
          />
          <section aria-labelledby="gift-list-title">
            <Typography id="gift-list-title" variant="h3" component="h2">
              Seus presentes
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Os convidados veem os presentes nesta ordem, os já presenteados no fim. A lista publicada
              precisa de ao menos {data.minimumGifts} presentes visíveis.
            </Typography>
            <GiftList
              gifts={data.gifts}
              busy={busy}
              onMove={move}
              onEdit={setEditing}
              onToggleHidden={toggleHidden}
              onRemove={setRemoving}
            />
          </section>
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
            component="section"
            aria-labelledby="suggestion-title"
          >
            <Typography id="suggestion-title" variant="h3" component="h2">
              Sugerir um presente
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Não encontrou o que queria? Sugira um presente e nossa equipe o adiciona ao catálogo.
            </Typography>
            <SuggestionForm onSaved={(giftSuggestions) => update({ giftSuggestions })} />
            {data.giftSuggestions.length > 0 && (
              <>
                <Typography variant="h3" component="h3" sx={{ mt: 3 }}>
                  Suas sugestões
                </Typography>
                <List dense aria-label="Suas sugestões">
                  {data.giftSuggestions.map((suggestion) => (
                    <ListItem key={suggestion.id} disableGutters>
                      <ListItemText
                        primary={suggestion.title}
                        secondary={[suggestion.description, formatDate(suggestion.createdAt)]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Paper>
        </Stack>
      )}
      {data && adding && (
        <AddGiftsDialog
          eventId={eventId}
          percentage={data.percentageGift}
          onAddFromCatalog={addFromCatalog}
          onCreate={create}
          onClose={() => setAdding(false)}
        />
      )}
      {data && editing && (
        <GiftDialog id="edit-gift" title="Editar presente" onClose={() => setEditing(null)}>
          <GiftForm
            defaultValues={giftToFormValues(editing)}
            percentage={data.percentageGift}
            currentImageUrl={editing.imageUrl}
            submitLabel="Salvar"
            onSubmit={(values, image) => save(editing, values, image)}
            onCancel={() => setEditing(null)}
          />
        </GiftDialog>
      )}
      <ConfirmDialog
        open={removing !== null}
        text={removing ? removeQuestion(removing) : ''}
        confirmLabel="Remover"
        busy={removeBusy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}
