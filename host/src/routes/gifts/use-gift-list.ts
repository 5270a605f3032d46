import { apiRoutes, type TUsersListGiftsResponse } from '@celebra/shared/api';
import type { THostEventGift } from '@celebra/shared/models';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../common/api';
import { useHostEvent } from '../../common/session';

/** `gifts` with the one at `index` swapped with its neighbour `step` away. */
function moved(gifts: THostEventGift[], index: number, step: -1 | 1): THostEventGift[] {
  const next = [...gifts];
  const [gift] = next.splice(index, 1);
  if (gift) next.splice(index + step, 0, gift);
  return next;
}

/**
 * The host's list as the server keeps it, and the changes that answer with the whole list again
 * (which then replaces the one shown). A move shows at once and is undone if the server refuses.
 */
export function useGiftList() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const queryClient = useQueryClient();
  const listQuery = queryOptions({
    queryKey: ['usersListGifts', id],
    queryFn: ({ signal }) => api.call(apiRoutes.usersListGifts, { params: { eventId: id }, signal }),
  });
  const { data, error, isLoading } = useQuery(listQuery);
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao recuperar lista de presentes.'));
  const [busy, setBusy] = useState(false);

  const update = (change: Partial<TUsersListGiftsResponse>) =>
    queryClient.setQueryData(listQuery.queryKey, (current) => current && { ...current, ...change });
  const setGifts = (gifts: THostEventGift[]) => update({ gifts });

  const move = async (gift: THostEventGift, step: -1 | 1) => {
    if (!data || busy) return;
    const index = data.gifts.findIndex((item) => item.id === gift.id);
    const target = index + step;
    if (index < 0 || target < 0 || target >= data.gifts.length) return;
    const before = data.gifts;
    const after = moved(before, index, step);
    setGifts(after);
    setBusy(true);
    try {
      const answer = await api.call(apiRoutes.usersReorderGifts, {
        params: { eventId: id },
        body: { giftIds: after.map((item) => item.id) },
      });
      setGifts(answer.gifts);
    } catch (failure) {
      setGifts(before);
      alert.error(failure, 'Erro ao reordenar presentes.');
    } finally {
      setBusy(false);
    }
  };

  const toggleHidden = async (gift: THostEventGift) => {
    setBusy(true);
    try {
      const answer = await api.call(apiRoutes.usersSetGiftHidden, {
        params: { eventId: id, giftId: gift.id },
        body: { hidden: !gift.hidden },
      });
      setGifts(answer.gifts);
    } catch (failure) {
      alert.error(failure, gift.hidden ? 'Erro ao mostrar presente.' : 'Erro ao ocultar presente.');
    } finally {
      setBusy(false);
    }
  };

  return { data, isLoading, busy, update, setGifts, move, toggleHidden, eventId: id };
}
