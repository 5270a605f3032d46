import { formatDate, formatTime } from '@celebra/shared/format';
import type { TPublicEventDetails } from '@celebra/shared/models';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { SECTIONS, scrollToSection } from '../sections';

type Props = {
  details: TPublicEventDetails | null;
  /** The ids of the sections the settings show. */
  visibleSections: ReadonlySet<string>;
};

/**
 * Scrolls to the section once it is on the page; before it is (the sections come after the first
 * view), the link's own hash does it, read by the sections when they arrive.
 */
function goTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!document.getElementById(id)) return;
    event.preventDefault();
    scrollToSection(id);
  };
}

/**
 * What a phone must show before the welcome text: the day and time, the place, and the two things
 * a guest came to do ('Presentear', 'Confirmar presença'). Part of the server-rendered first view,
 * so only what reads the same on the server and in the browser: the date as the host typed it
 * (never a count of days, which depends on the clock), no storage, no screen size.
 */
export function KeyFacts({ details, visibleSections }: Props) {
  const showInfo = visibleSections.has(SECTIONS.info.id);
  const date = showInfo ? formatDate(details?.eventDate) : '';
  const time = showInfo ? formatTime(details?.startTime ?? null) : '';
  const place = !showInfo
    ? ''
    : details?.eventType === 'virtual'
      ? 'Online'
      : details?.eventLocation?.trim() || details?.fullAddress?.trim() || '';
  const gifts = visibleSections.has(SECTIONS.gifts.id);
  const confirmation = visibleSections.has(SECTIONS.confirmation.id);
  if (!date && !place && !gifts && !confirmation) return null;

  return (
    <Box sx={{ textAlign: 'center', px: 2, mt: 2, display: 'grid', gap: 2, justifyItems: 'center' }}>
      {(date || place) && (
        <Box aria-label="Quando e onde" role="group">
          {date && <Typography sx={{ fontWeight: 600 }}>{time ? `${date}, às ${time}` : date}</Typography>}
          {place && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {place}
            </Typography>
          )}
        </Box>
      )}
      {(gifts || confirmation) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
          {gifts && (
            <Button
              variant="contained"
              size="large"
              href={`#${SECTIONS.gifts.id}`}
              onClick={goTo(SECTIONS.gifts.id)}
              sx={{ minHeight: 48 }}
            >
              Presentear
            </Button>
          )}
          {confirmation && (
            <Button
              variant="outlined"
              size="large"
              href={`#${SECTIONS.confirmation.id}`}
              onClick={goTo(SECTIONS.confirmation.id)}
              sx={{ minHeight: 48 }}
            >
              Confirmar presença
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
