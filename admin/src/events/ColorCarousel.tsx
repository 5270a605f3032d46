/**
 * The event colour picker: 17 preset colours in a carousel showing 10 at a time, or 6 on screens
 * up to 768 px wide. The first one, a pink, is the default event colour.
 */
import CheckIcon from '@mui/icons-material/Check';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export const EVENT_COLORS = [
  '#E91E63',
  '#D96C8B',
  '#F06292',
  '#9C27B0',
  '#8E7CC3',
  '#673AB7',
  '#3F51B5',
  '#5B8DB8',
  '#2196F3',
  '#00ACC1',
  '#4FA8A6',
  '#4CAF50',
  '#8BC34A',
  '#EDA13A',
  '#FF9800',
  '#E07A5F',
  '#795548',
] as const;

const WIDE_COUNT = 10;
const NARROW_COUNT = 6;

type Props = { value: string; onChange: (color: string) => void; disabled?: boolean };

export function ColorCarousel({ value, onChange, disabled = false }: Props) {
  const translate = useTranslate();
  const isNarrow = useMediaQuery('(max-width:768px)');
  const visible = isNarrow ? NARROW_COUNT : WIDE_COUNT;
  const lastStart = EVENT_COLORS.length - visible;
  const [start, setStart] = useState(() => {
    const index = EVENT_COLORS.findIndex((color) => color.toLowerCase() === value.toLowerCase());
    return Math.min(Math.max(index, 0), EVENT_COLORS.length - WIDE_COUNT);
  });
  const first = Math.min(start, lastStart);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        aria-label={translate('celebra.events.previousColors')}
        disabled={first === 0}
        onClick={() => setStart(Math.max(first - 1, 0))}
        size="small"
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }} role="radiogroup">
        {EVENT_COLORS.slice(first, first + visible).map((color) => {
          const isSelected = color.toLowerCase() === value.toLowerCase();
          return (
            <Box
              key={color}
              component="button"
              type="button"
              role="radio"
              aria-checked={isSelected}
              aria-label={color}
              disabled={disabled}
              onClick={() => onChange(color)}
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                border: 2,
                borderColor: isSelected ? 'text.primary' : 'transparent',
                bgcolor: color,
                color: '#fff',
                cursor: disabled ? 'default' : 'pointer',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                p: 0,
                opacity: disabled && !isSelected ? 0.6 : 1,
              }}
            >
              {isSelected ? <CheckIcon fontSize="small" /> : null}
            </Box>
          );
        })}
      </Box>
      <IconButton
        aria-label={translate('celebra.events.nextColors')}
        disabled={first >= lastStart}
        onClick={() => setStart(Math.min(first + 1, lastStart))}
        size="small"
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
