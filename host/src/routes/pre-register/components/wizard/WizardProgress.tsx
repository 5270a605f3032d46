import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

const SEGMENTS = ['Informações do evento', 'Presentes'] as const;

type Props = { step: 1 | 2; onBack: (step: 1) => void };

/** The two-segment progress bar: a segment before the current one goes back; none goes forward. */
export function WizardProgress({ step, onBack }: Props) {
  return (
    <Box component="nav" aria-label="Etapas" sx={{ display: 'flex', gap: 1, mb: 3 }}>
      {SEGMENTS.map((label, index) => {
        const segment = (index + 1) as 1 | 2;
        const isDone = segment < step;
        const isCurrent = segment === step;
        return (
          <ButtonBase
            key={label}
            disabled={!isDone}
            onClick={() => segment === 1 && onBack(1)}
            aria-current={isCurrent ? 'step' : undefined}
            // The name holds the visible text whole ('1. Informações do evento'), so a voice
            // command saying what is written reaches the button.
            aria-label={isDone ? `Voltar para ${segment}. ${label}` : `${segment}. ${label}`}
            sx={{
              flex: 1,
              flexDirection: 'column',
              alignItems: 'stretch',
              borderRadius: 1,
              textAlign: 'left',
            }}
          >
            <Box
              sx={{
                height: 8,
                borderRadius: 4,
                bgcolor: isDone || isCurrent ? 'primary.main' : 'action.disabledBackground',
              }}
            />
            <Typography
              variant="caption"
              sx={{ mt: 0.5, fontWeight: isCurrent ? 800 : 400 }}
              color={isDone ? 'primary' : 'text.secondary'}
            >
              {segment}. {label}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
