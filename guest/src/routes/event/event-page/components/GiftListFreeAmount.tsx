import { formatPriceInput, maskPriceInput, parsePriceInput } from '@celebra/shared/format';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { readFreeAmount } from './cart/free-amount';

type Props = {
  name: string;
  /** The host's minimum, in reais. */
  minimum: number;
  /** The cart holds it already: adding again sets the value typed now. */
  inCart: boolean;
  onAdd: (amount: number) => void;
};

/**
 * A free amount's 'Valor do presente', typed the Brazilian way as reais ('150', '1.250,50'; the
 * mask every price field shares, shown formatted once left), and its add
 * button, which refuses a value below the host's minimum with the message at the field.
 */
export function GiftListFreeAmount({ name, minimum, inCart, onAdd }: Props) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const add = () => {
    const read = readFreeAmount(typed, minimum);
    if (read.error !== undefined) {
      setError(read.error);
      return;
    }
    setError(null);
    onAdd(read.amount);
  };

  return (
    <>
      <TextField
        id={id}
        label="Valor do presente"
        value={typed}
        onChange={(event) => {
          setTyped(maskPriceInput(event.target.value));
          if (error) setError(null);
        }}
        onBlur={() => {
          const amount = parsePriceInput(typed);
          if (amount !== null) setTyped(formatPriceInput(amount));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        error={error !== null}
        helperText={error ?? undefined}
        size="small"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
      />
      <Button
        variant={inCart ? 'outlined' : 'contained'}
        onClick={add}
        aria-label={inCart ? `Alterar valor de ${name} no carrinho` : `Adicionar ${name} ao carrinho`}
      >
        {inCart ? 'Alterar valor' : 'Adicionar'}
      </Button>
    </>
  );
}
