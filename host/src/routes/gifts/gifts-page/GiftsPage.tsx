import { apiRoutes } from '@celebra/shared/api';
import { formatDate } from '@celebra/shared/format';
import { GIFT_REMOVED_MESSAGE } from '@celebra/shared/messages';
import type { TEventGift } from '@celebra/shared/models';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../common/api';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { SuggestionForm } from '../../../common/gift-suggestion/SuggestionForm';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { GiftList } from './components/GiftList';

/** 'Lista de Presentes': the gifts with removal, and gift suggestions. */
export function GiftsPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const queryClient = useQueryClient();
  const giftsQuery = queryOptions({
    queryKey: ['usersListGifts', id],
    queryFn: ({ signal }) => api.call(apiRoutes.usersListGifts, { params: { eventId: id }, signal }),
  });
  const { data, error, isLoading } = useQuery(giftsQuery);
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao recuperar lista de presentes.'));
  const [removing, setRemoving] = useState<TEventGift | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!removing || !data) return;
    setBusy(true);
    try {
      const answer = await api.call(apiRoutes.usersRemoveGift, {
        params: { eventId: id, giftId: removing.id },
      });
      queryClient.setQueryData(
        giftsQuery.queryKey,
        (current) => current && { ...current, gifts: answer.gifts },
      );
      alert.success(GIFT_REMOVED_MESSAGE);
    } catch (error) {
      alert.error(error, 'Erro ao remover presente.');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Page title="Lista de Presentes" subtitle="Os presentes que os convidados podem dar a você.">
      {isLoading && <LoadingView />}
      {data && (
        <Stack spacing={3}>
          <GiftList gifts={data.gifts} onRemove={setRemoving} />
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
            <SuggestionForm
              onSaved={(giftSuggestions) =>
                queryClient.setQueryData(
                  giftsQuery.queryKey,
                  (current) => current && { ...current, giftSuggestions },
                )
              }
            />
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
      <ConfirmDialog
        open={removing !== null}
        text={`Remover "${removing?.name ?? ''}" da sua lista de presentes?`}
        confirmLabel="Remover"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}
