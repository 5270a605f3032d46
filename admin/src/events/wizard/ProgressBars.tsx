import { Box, ButtonBase } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The wizard's three progress bars (steps 1 to 3): a click goes back to that step, or stays on the
 * current one; never forward.
 */
export function ProgressBars({ step, onGoTo }: { step: number; onGoTo: (step: number) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 3 }}>
      {[1, 2, 3].map((bar) => {
        const isReached = bar <= step;
        return (
          <ButtonBase
            key={bar}
            aria-label={translate('celebra.wizard.goToStep', { step: bar })}
            aria-current={bar === step ? 'step' : undefined}
            disabled={!isReached}
            onClick={() => onGoTo(bar)}
            sx={{
              flex: 1,
              height: 8,
              borderRadius: 4,
              bgcolor: isReached ? 'primary.main' : 'action.disabledBackground',
            }}
          />
        );
      })}
    </Box>
  );
}
