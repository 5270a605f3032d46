import { apiRoutes } from '@celebra/shared/api';
import { formatBRL } from '@celebra/shared/format';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import { useDebouncedValue } from '@celebra/ui/forms';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../common/api';

type Props = {
  eventId: number;
  /** Resolves once added; the picked gifts stay picked if it fails. */
  onAdd: (giftIds: number[]) => Promise<void>;
  onCancel: () => void;
};

/**
 * 'Do catálogo': the platform's gifts by category (the event's own until another is picked) and
 * by search, picked as cards; gifts already on the list are shown but cannot be picked again.
 */
export function CatalogPicker({ eventId, onAdd, onCancel }: Props) {
  const alert = useAlert();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const { data, error, isFetching } = useQuery({
    queryKey: ['usersCatalogGifts', eventId, categoryId, settledSearch],
    queryFn: ({ signal }) =>
      api.call(apiRoutes.usersCatalogGifts, {
        params: { eventId },
        query: {
          ...(categoryId !== undefined ? { eventCategoryId: categoryId } : {}),
          ...(settledSearch ? { search: settledSearch } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao buscar presentes do catálogo.'));

  const toggle = (giftId: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(giftId)) next.add(giftId);
      return next;
    });

  const add = async () => {
    setAdding(true);
    try {
      await onAdd([...picked]);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack spacing={2}>
      <TextField
        label="Buscar presentes"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 100 },
        }}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="Categorias"
      >
        <Chip
          label="Do seu evento"
          color={categoryId === undefined ? 'primary' : 'default'}
          aria-pressed={categoryId === undefined}
          onClick={() => setCategoryId(undefined)}
        />
        {data?.categories.map((category) => (
          <Chip
            key={category.id}
            label={category.name}
            color={categoryId === category.id ? 'primary' : 'default'}
            aria-pressed={categoryId === category.id}
            onClick={() => setCategoryId(category.id)}
          />
        ))}
      </Stack>
      {isFetching && !data && (
        <CircularProgress aria-label="Carregando presentes" sx={{ alignSelf: 'center' }} />
      )}
      {data && data.gifts.length === 0 && (
        <Typography color="text.secondary">Nenhum presente encontrado.</Typography>
      )}
      {data && data.gifts.length > 0 && (
        <Box
          component="ul"
          aria-label="Presentes do catálogo"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {data.gifts.map((gift) => (
            <Paper
              key={gift.id}
              component="li"
              variant="outlined"
              sx={{ borderColor: picked.has(gift.id) ? 'primary.main' : undefined }}
            >
              {/* The whole card is the checkbox's label: a tap on the photo, the name or the price picks it. */}
              <Box
                component="label"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  p: 1,
                  cursor: gift.onList ? 'default' : 'pointer',
                }}
              >
                <Avatar
                  variant="rounded"
                  src={gift.imageUrl ?? undefined}
                  alt=""
                  sx={{ width: 56, height: 56 }}
                >
                  <CardGiftcardOutlinedIcon />
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{gift.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatBRL(gift.priceWithFee)} para o convidado · {formatBRL(gift.price)} para vocês
                  </Typography>
                  {gift.onList && <Chip size="small" label="Na lista" sx={{ mt: 0.5 }} />}
                </Box>
                <Checkbox
                  checked={gift.onList || picked.has(gift.id)}
                  disabled={gift.onList}
                  onChange={() => toggle(gift.id)}
                  slotProps={{ input: { 'aria-label': gift.name } }}
                />
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={adding}>
          Cancelar
        </Button>
        <Button variant="contained" disabled={picked.size === 0} loading={adding} onClick={add}>
          Adicionar ({picked.size})
        </Button>
      </Stack>
    </Stack>
  );
}
