import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const cotas = (count: number) => (count === 1 ? 'cota' : 'cotas');

/** How much of a gift in cotas was given: a bar and '2 de 10 cotas'. */
export function GiftListCotasProgress({
  quantity,
  remaining,
  name,
}: {
  quantity: number;
  remaining: number;
  name: string;
}) {
  const given = quantity - remaining;
  const text = `${given} de ${quantity} ${cotas(quantity)}`;
  return (
    <Box>
      <Box
        role="progressbar"
        aria-label={`Cotas presenteadas de ${name}`}
        aria-valuemin={0}
        aria-valuemax={quantity}
        aria-valuenow={given}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.200', overflow: 'hidden' }}
      >
        <Box sx={{ height: '100%', width: `${(given / quantity) * 100}%`, bgcolor: 'primary.main' }} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}

type Props = {
  name: string;
  /** How many cotas the cart can still take: what is left less what it holds. */
  addable: number;
  onAdd: (quantity: number) => void;
};

/** How many cotas to give (1 to what is left), then 'Presentear com N cotas'. */
export function GiftListCotas({ name, addable, onAdd }: Props) {
  const [chosen, setChosen] = useState(1);
  // The cart took some meanwhile: never offer more than it can still take.
  const count = Math.max(1, Math.min(chosen, addable));
  if (addable <= 0) {
    return (
      <Button variant="outlined" disabled>
        No carrinho
      </Button>
    );
  }
  const label = `Presentear com ${count} ${cotas(count)}`;
  return (
    <>
      <Box
        role="group"
        aria-label={`Quantas cotas de ${name}`}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}
      >
        <IconButton
          aria-label="Uma cota a menos"
          onClick={() => setChosen(count - 1)}
          disabled={count <= 1}
          size="small"
          // 44 px: a finger's target (WCAG 2.5.5), the icon small inside it.
          sx={{ border: 1, borderColor: 'divider', minWidth: 44, minHeight: 44 }}
        >
          <RemoveRounded fontSize="small" />
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}>
          {count}
        </Typography>
        <IconButton
          aria-label="Uma cota a mais"
          onClick={() => setChosen(count + 1)}
          disabled={count >= addable}
          size="small"
          // 44 px: a finger's target (WCAG 2.5.5), the icon small inside it.
          sx={{ border: 1, borderColor: 'divider', minWidth: 44, minHeight: 44 }}
        >
          <AddRounded fontSize="small" />
        </IconButton>
      </Box>
      <Button
        variant="contained"
        onClick={() => {
          onAdd(count);
          setChosen(1);
        }}
        aria-label={`${label}: ${name}`}
      >
        {label}
      </Button>
    </>
  );
}
