import { apiRoutes } from '@celebra/shared/api';
import { ZWizardEventTypeStepSchema } from '@celebra/shared/validation';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../../common/api';
import { LoadingView } from '../../../../common/layout/LoadingView';

type Props = { selected: number | undefined; onNext: (eventTypeId: number) => void };

/** Step 0: the event type, one card each. */
export function EventTypeStep({ selected, onNext }: Props) {
  const alert = useAlert();
  const [choice, setChoice] = useState(selected);
  const [message, setMessage] = useState<string>();
  const { data, error, isFetching } = useQuery({
    queryKey: ['usersListEventTypes'],
    queryFn: ({ signal }) => api.call(apiRoutes.usersListEventTypes, { signal }),
  });
  useErrorAlert(error, (failure) =>
    alert.error(failure, 'Não foi possível carregar os tipos de eventos, tente novamente.'),
  );

  const next = () => {
    const parsed = ZWizardEventTypeStepSchema.safeParse({ eventTypeId: choice });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message);
      return;
    }
    onNext(parsed.data.eventTypeId);
  };

  if (isFetching) return <LoadingView label="Carregando tipos de evento..." />;
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Qual é o tipo do seu evento?
      </Typography>
      <Box
        role="radiogroup"
        aria-label="Tipo de evento"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
      >
        {data?.eventTypes.map((type) => {
          const isSelected = type.id === choice;
          return (
            <Card
              key={type.id}
              sx={{
                position: 'relative',
                borderColor: isSelected ? 'primary.main' : undefined,
                borderWidth: 2,
              }}
            >
              <CardActionArea
                role="radio"
                aria-checked={isSelected}
                aria-label={type.name}
                onClick={() => {
                  setChoice(type.id);
                  setMessage(undefined);
                }}
              >
                {type.imageUrl ? (
                  <CardMedia component="img" height="100" image={type.imageUrl} alt="" />
                ) : (
                  <Box sx={{ height: 100, bgcolor: 'action.hover' }} />
                )}
                <Typography sx={{ p: 1.5, fontWeight: 700 }}>{type.name}</Typography>
                {isSelected && (
                  <CheckCircleIcon
                    color="primary"
                    sx={{ position: 'absolute', top: 8, right: 8, bgcolor: '#fff', borderRadius: '50%' }}
                  />
                )}
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      {message && (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" size="large" onClick={next}>
          Continuar
        </Button>
      </Box>
    </Box>
  );
}
