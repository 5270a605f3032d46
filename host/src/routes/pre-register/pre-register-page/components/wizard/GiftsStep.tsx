import { apiRoutes } from '@celebra/shared/api';
import { formatBRL, slugify } from '@celebra/shared/format';
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
import { useState } from 'react';
import { api } from '../../../../../common/api';
import { LoadingView } from '../../../../../common/layout/LoadingView';

type Props = {
  eventCategoryId: number;
  title: string;
  initial: number[];
  onBack: () => void;
  /** The chosen gifts, and the slug suggested from the title when it is still free. */
  onNext: (gifts: number[], slug: string | undefined) => void;
};

/** Step 2: the gifts of the category; at least 4 before the password dialog. */
export function GiftsStep({ eventCategoryId, title, initial, onBack, onNext }: Props) {
  const alert = useAlert();
  const [selected, setSelected] = useState<number[]>(initial);
  const [message, setMessage] = useState<string>();
  const slug = slugify(title) || undefined;
  const { data, error, isFetching } = useQuery({
    queryKey: ['usersFetchGiftsSlug', eventCategoryId, slug],
    queryFn: ({ signal }) =>
      api.call(apiRoutes.usersFetchGiftsSlug, {
        query: { event_category_id: eventCategoryId, slug },
        signal,
      }),
  });
  useErrorAlert(error, (failure) =>
    alert.show({
      severity: 'error',
      title: 'Erro ao prosseguir o cadastro',
      text: errorText(failure),
    }),
  );

  const toggle = (id: number) => {
    setMessage(undefined);
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  };

  const next = () => {
    const parsed = ZHostWizardGiftsStepSchema.safeParse({ gifts: selected });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message);
      return;
    }
    onNext(parsed.data.gifts, data?.slug_available ? slug : undefined);
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
