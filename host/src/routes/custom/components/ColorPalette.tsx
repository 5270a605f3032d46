import { needsVisiblyReadableVariant, readableTextOn } from '@celebra/shared/format';
import { SITE_COLOR_LOW_CONTRAST_MESSAGE } from '@celebra/shared/messages';
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';

/** Suggested colours; the site writes black or white on them, whichever reads better. */
export const PALETTE = [
  '#8c5e7a',
  '#b23a48',
  '#d9486f',
  '#e07a5f',
  '#c9873b',
  '#6b8e4e',
  '#2a9d8f',
  '#3d7ea6',
  '#3a5a98',
  '#6d4c9f',
  '#5c6370',
  '#2f3e46',
];

type Props = { value: string; onChange: (color: string) => void; error?: string | undefined };

/** The site colour: a palette of swatches plus any colour from the browser's picker. */
export function ColorPalette({ value, onChange, error }: Props) {
  const current = value.toLowerCase();
  // A warning, not a block: the site darkens the colour where it is text, so any colour works.
  const isHardToRead = /^#[0-9a-f]{6}$/i.test(value) && needsVisiblyReadableVariant(value);
  return (
    <Box>
      <Typography component="h2" variant="h3" id="color-label" sx={{ mb: 1 }}>
        Cor do site
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="color-label"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, alignItems: 'center' }}
      >
        {PALETTE.map((color) => {
          const isSelected = current === color;
          return (
            <ButtonBase
              key={color}
              role="radio"
              aria-checked={isSelected}
              aria-label={`Cor ${color}`}
              onClick={() => onChange(color)}
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                bgcolor: color,
                color: readableTextOn(color),
                outline: isSelected ? '3px solid' : 'none',
                outlineColor: 'text.primary',
                outlineOffset: 2,
              }}
            >
              {isSelected && <CheckIcon fontSize="small" />}
            </ButtonBase>
          );
        })}
        <Box
          component="label"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, ml: 1, cursor: 'pointer' }}
        >
          <Box
            component="input"
            type="color"
            aria-label="Outra cor"
            value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            sx={{ width: 44, height: 40, p: 0, border: 'none', bgcolor: 'transparent', cursor: 'pointer' }}
          />
          <Typography variant="body2" color="text.secondary">
            Outra cor {PALETTE.includes(current) ? '' : `(${value})`}
          </Typography>
        </Box>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {isHardToRead && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {SITE_COLOR_LOW_CONTRAST_MESSAGE}
        </Alert>
      )}
    </Box>
  );
}
