import type { TInstallmentOption } from '@celebra/shared/api';
import { formatBRL } from '@celebra/shared/format';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TInstallments } from './use-installments';

/** '3x de R$ 36,66 sem juros (1ª de R$ 36,68)', or with its total when the guest pays interest. */
export function describeOption(option: TInstallmentOption): string {
  const each = `${option.installments}x de ${formatBRL(option.installmentAmount)}`;
  const first =
    option.firstInstallmentAmount === option.installmentAmount
      ? ''
      : ` (1ª de ${formatBRL(option.firstInstallmentAmount)})`;
  if (option.interestFree) return `${each} sem juros${first}`;
  return `${each}${first} (total ${formatBRL(option.totalAmount)})`;
}

/**
 * The card's installments under the card's choice: 'Em até 12x de R$ 45,90' and every option,
 * the guest choosing one on the checkout page. When they cannot be known now, the checkout shows
 * them: the purchase never waits for this.
 */
export function InstallmentOptions({ installments }: { installments: TInstallments }) {
  if (installments.state === 'idle') return null;
  if (installments.state === 'loading')
    return <CircularProgress size={20} aria-label="Calculando o parcelamento" sx={{ alignSelf: 'center' }} />;
  if (installments.state === 'unavailable')
    return (
      <Typography variant="body2" color="text.secondary" data-testid="installments-summary">
        Parcelamento disponível no pagamento
      </Typography>
    );
  const { options } = installments;
  const most = options[options.length - 1];
  if (!most) return null;
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }} data-testid="installments-summary">
        Em até {most.installments}x de {formatBRL(most.installmentAmount)}
        {most.interestFree ? ' sem juros' : ' com juros'}
      </Typography>
      <Box
        component="ul"
        aria-label="Opções de parcelamento"
        sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary', fontSize: '0.875rem' }}
      >
        {options.map((option) => (
          <li key={option.installments}>{describeOption(option)}</li>
        ))}
      </Box>
    </Box>
  );
}
