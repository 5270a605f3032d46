import { formatDate, formatTime } from '@celebra/shared/format';
import type { TPublicEventDetails } from '@celebra/shared/models';
import { isHttpUrl } from '@celebra/shared/validation';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MarkunreadMailboxRounded from '@mui/icons-material/MarkunreadMailboxRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Countdown } from './Countdown';
import { googleCalendarHref, icsHref } from './calendar';
import { EventPlaceMap } from './map/EventPlaceMap';

export const TO_BE_DEFINED = 'A definir';

/** 'HH:mm às HH:mm', the start alone when there is no end, else 'A definir'. */
export function formatTimeRange(startTime: string | null, endTime: string | null): string {
  const start = formatTime(startTime);
  const end = formatTime(endTime);
  if (start && end) return `${start} às ${end}`;
  if (start) return `A partir das ${start}`;
  return TO_BE_DEFINED;
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A definition list's group holds its term and its definition alone: the icon is drawn inside
    // the term, in the room the group leaves on its left (24px icon, 12px gap).
    <Box component="div" sx={{ position: 'relative', pl: 4.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        <Box
          component="span"
          sx={{ color: 'primary.main', display: 'flex', position: 'absolute', left: 0, top: 0, pt: 0.25 }}
          aria-hidden
        >
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const noSubscription = () => () => {};

/**
 * The page's address, for the calendar entry's link back: empty in the server's render (which has
 * no window) and while hydrating it, so the markup matches; the browser's own right after.
 */
function usePageAddress(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.href.split('#')[0] ?? '',
    () => '',
  );
}

/** 'Adicionar ao calendário': an .ics file to download and a Google Calendar link. */
function AddToCalendar({ title, details }: { title: string; details: TPublicEventDetails }) {
  const place = [details.eventLocation, details.fullAddress].map((part) => part?.trim()).filter(Boolean);
  const event = {
    title,
    date: details.eventDate ?? '',
    startTime: details.startTime,
    endTime: details.endTime,
    location: details.eventType === 'in-person' ? place.join(', ') : (details.transmissionLink ?? ''),
    url: usePageAddress(),
  };
  return (
    <Box role="group" aria-labelledby="adicionar-calendario" sx={{ mt: 2, textAlign: 'center' }}>
      <Typography id="adicionar-calendario" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        Adicionar ao calendário
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          href={icsHref(event)}
          download="evento.ics"
          sx={{ minHeight: 44 }}
        >
          Baixar arquivo (.ics)
        </Button>
        <Button
          variant="outlined"
          size="small"
          href={googleCalendarHref(event)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ minHeight: 44 }}
        >
          Google Agenda
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Date and times, then the transmission (virtual) or the place with its map (in-person). An event
 * whose details were never filled in shows 'A definir'.
 */
export function EventInfo({ title, details }: { title: string; details: TPublicEventDetails | null }) {
  const date = formatDate(details?.eventDate) || TO_BE_DEFINED;
  const time = formatTimeRange(details?.startTime ?? null, details?.endTime ?? null);
  const address = details?.fullAddress?.trim() || details?.eventLocation?.trim() || '';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <InfoRow icon={<CalendarMonthRounded />} label="Data">
          {date}
          {date !== TO_BE_DEFINED && <Countdown eventDate={details?.eventDate} />}
        </InfoRow>
        <InfoRow icon={<ScheduleRounded />} label="Horário">
          {time}
        </InfoRow>
        {details?.eventType === 'virtual' && (
          <>
            <InfoRow icon={<VideocamRounded />} label="Transmissão">
              {details.transmission || TO_BE_DEFINED}
            </InfoRow>
            <InfoRow icon={<LinkRounded />} label="Link da transmissão">
              {details.transmissionLink && isHttpUrl(details.transmissionLink) ? (
                <Link href={details.transmissionLink} target="_blank" rel="noopener noreferrer">
                  {details.transmissionLink}
                </Link>
              ) : details.transmissionLink ? (
                // Saved before links had to be http(s): shown, never followed (javascript: and the like).
                details.transmissionLink
              ) : (
                TO_BE_DEFINED
              )}
            </InfoRow>
            {details.transmissionPassword && (
              <InfoRow icon={<KeyRounded />} label="Senha da transmissão">
                {details.transmissionPassword}
              </InfoRow>
            )}
          </>
        )}
        {details?.eventType === 'in-person' && (
          <>
            <InfoRow icon={<PlaceRounded />} label="Local">
              {details.eventLocation || TO_BE_DEFINED}
            </InfoRow>
            <InfoRow icon={<HomeRounded />} label="Endereço">
              {details.fullAddress || TO_BE_DEFINED}
            </InfoRow>
            {details.postalCode && (
              <InfoRow icon={<MarkunreadMailboxRounded />} label="CEP">
                {details.postalCode}
              </InfoRow>
            )}
          </>
        )}
      </Box>
      {details?.eventDate && <AddToCalendar title={title} details={details} />}
      {details?.eventType === 'in-person' && address && (
        <EventPlaceMap latitude={details.latitude} longitude={details.longitude} address={address} />
      )}
    </Paper>
  );
}
