import { formatPriceInput, maskPriceInput } from '@celebra/shared/format';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { readFreeAmount } from './free-amount';

type Props = {
  /** The accessible name, naming the gift ('Valor de Lua de mel'). */
  label: string;
  amount: number;
  /** The host's minimum, in reais. */
  minimum: number;
  onChange: (amount: number) => void;
};

/**
 * A free amount's value in the cart, typed the Brazilian way as reais (the mask every price field
 * shares) and applied when the guest leaves the
 * field (or presses Enter); below the minimum the field says so and the cart keeps the value it had.
 */
export function AmountInput({ label, amount, minimum, onChange }: Props) {
  const [draft, setDraft] = useState(formatPriceInput(amount));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(formatPriceInput(amount)), [amount]);

  const apply = () => {
    const read = readFreeAmount(draft, minimum);
    if (read.error !== undefined) {
      setError(read.error);
      return;
    }
    setError(null);
    if (read.amount !== amount) onChange(read.amount);
    else setDraft(formatPriceInput(amount));
  };

  return (
    <TextField
      label="Valor"
      value={draft}
      onChange={(event) => setDraft(maskPriceInput(event.target.value))}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
      error={error !== null}
      helperText={error ?? undefined}
      size="small"
      sx={{ width: 128, flexShrink: 0 }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', 'aria-label': label },
      }}
    />
  );
}
