import { apiRoutes } from '@celebra/shared/api';
import { formatBRL } from '@celebra/shared/format';
import { MIN_WIZARD_GIFTS, ZHostWizardGiftsStepSchema } from '@celebra/shared/validation';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardMedia from '@mui/material/CardMedia';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../../common/api';
import { LoadingView } from '../../../../common/layout/LoadingView';

type Props = {
  eventCategoryId: number;
  /** The chosen gifts, kept by the wizard: leaving the step and coming back keeps them. */
  selected: number[];
  onSelect: (gifts: number[]) => void;
  onBack: () => void;
  onNext: (gifts: number[]) => void;
};

/**
 * Step 2: the gifts of the category; at least 4 before the password dialog. Gifts chosen under
 * another category that this one does not offer are let go once its gifts arrive; the others stay.
 */
export function GiftsStep({ eventCategoryId, selected, onSelect, onBack, onNext }: Props) {
  const alert = useAlert();
  const [message, setMessage] = useState<string>();
  const { data, error, isFetching } = useQuery({
    queryKey: ['usersFetchGiftsSlug', eventCategoryId],
    queryFn: ({ signal }) =>
      api.call(apiRoutes.usersFetchGiftsSlug, { query: { event_category_id: eventCategoryId }, signal }),
  });
  useEffect(() => {
    if (!data) return;
    const offered = new Set(data.gifts.map((gift) => gift.id));
    const kept = selected.filter((id) => offered.has(id));
    if (kept.length !== selected.length) onSelect(kept);
  }, [data, selected, onSelect]);
  useErrorAlert(error, (failure) =>
    alert.show({
      severity: 'error',
      title: 'Erro ao prosseguir o cadastro',
      text: errorText(failure),
    }),
  );

  const toggle = (id: number) => {
    setMessage(undefined);
    onSelect(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  };

  const next = () => {
    const parsed = ZHostWizardGiftsStepSchema.safeParse({ gifts: selected });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message);
      return;
    }
    onNext(parsed.data.gifts);
  };

  if (isFetching) return <LoadingView label="Carregando presentes..." />;
  return (
    <Box>
      <Typography variant="h3" component="h2">
        Escolha os presentes da sua lista
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Selecione pelo menos {MIN_WIZARD_GIFTS}. Você poderá mudar a lista depois. Selecionados:{' '}
        {selected.length}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}>
        {data?.gifts.map((gift) => {
          const image = gift.imageUrl ?? gift.image_url;
          const isSelected = selected.includes(gift.id);
          return (
            <Card key={gift.id} sx={{ borderColor: isSelected ? 'primary.main' : undefined, borderWidth: 2 }}>
              {image ? (
                <CardMedia
                  component="img"
                  height="100"
                  image={image}
                  alt=""
                  onClick={() => toggle(gift.id)}
                  sx={{ objectFit: 'cover', cursor: 'pointer' }}
                />
              ) : (
                <Box sx={{ height: 100, bgcolor: 'action.hover' }} onClick={() => toggle(gift.id)} />
              )}
              <Box sx={{ p: 1 }}>
                <FormControlLabel
                  sx={{ alignItems: 'flex-start', m: 0 }}
                  control={<Checkbox checked={isSelected} onChange={() => toggle(gift.id)} sx={{ p: 0.5 }} />}
                  label={<Typography sx={{ fontWeight: 700, pt: 0.5 }}>{gift.name}</Typography>}
                />
                <Typography color="text.secondary" sx={{ pl: 4.5 }}>
                  {formatBRL(gift.price)}
                </Typography>
              </Box>
            </Card>
          );
        })}
      </Box>
      {message && (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
        <Button onClick={onBack}>Voltar</Button>
        <Button variant="contained" size="large" onClick={next} disabled={!data}>
          Continuar
        </Button>
      </Box>
    </Box>
  );
}

/** The server's reason when it gave one, else the catalogue's advice. */
function errorText(error: unknown): string {
  if (
    error &&
    typeof error === 'object' &&
    'serverMessage' in error &&
    typeof error.serverMessage === 'string'
  ) {
    return error.serverMessage;
  }
  return 'Se o problema persistir, contate o suporte.';
}
