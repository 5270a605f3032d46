import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { parseQuantity } from './cart-rules';

type Props = {
  /** The accessible name, naming the gift ('Quantidade de Cafeteira'). */
  label: string;
  quantity: number;
  /** The most the line may hold (what is left of the gift): more typed shows as this. */
  max: number;
  /** The field's visible label: 'Qtd.', or 'Cotas'. */
  shortLabel?: string;
  /** Gets the text as typed; the cart applies its rules (0 removes, non-numeric becomes 1). */
  onChange: (typed: string) => void;
};

/**
 * A quantity typed as text (not type=number, which would hide what was typed): a blank field is
 * left alone while the guest is still typing and becomes 1 when they leave it.
 */
export function QuantityInput({ label, quantity, max, shortLabel = 'Qtd.', onChange }: Props) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  return (
    <TextField
      label={shortLabel}
      value={draft}
      onChange={(event) => {
        const typed = event.target.value;
        if (typed.trim() !== '') {
          onChange(typed);
          setDraft(String(Math.min(parseQuantity(typed), max)));
        } else {
          setDraft(typed);
        }
      }}
      onBlur={() => {
        if (draft.trim() === '') onChange('1');
        setDraft(String(quantity));
      }}
      size="small"
      fullWidth={false}
      sx={{ width: 72, flexShrink: 0 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, 'aria-label': label } }}
    />
  );
}
