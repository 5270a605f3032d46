import MapRounded from '@mui/icons-material/MapRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { useInView } from '../../../../../common/use-in-view';
import { type TCoordinates, useCoordinates } from './use-coordinates';

const EventMap = lazy(() => import('./EventMap'));

const TILE_URL = import.meta.env.VITE_MAP_TILE_URL?.trim() ?? '';
const ATTRIBUTION = import.meta.env.VITE_MAP_ATTRIBUTION?.trim() || '© OpenStreetMap';

type Props = {
  latitude: number | null;
  longitude: number | null;
  address: string;
};

/** A link to the place on a public map, for the guest to open (nothing is requested before). */
function mapLink(address: string, coordinates: TCoordinates | null): string {
  if (coordinates) {
    const { lat, lon } = coordinates;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * The embedded map of an in-person event (spec, section 2). With map tiles configured
 * (VITE_MAP_TILE_URL) and coordinates known, a Leaflet map; otherwise the address with a link,
 * so the site itself never loads anything from a third-party host.
 */
export function EventPlaceMap({ latitude, longitude, address }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const isNear = useInView(area);
  const hasTiles = TILE_URL !== '';
  const coordinates = useCoordinates({ latitude, longitude, address }, hasTiles && isNear);

  return (
    <Box ref={area} sx={{ mt: 2 }}>
      {hasTiles && isNear && coordinates ? (
        <Suspense fallback={<Box sx={{ height: 280, borderRadius: 3, bgcolor: 'grey.100' }} />}>
          <EventMap coordinates={coordinates} label={address} tileUrl={TILE_URL} attribution={ATTRIBUTION} />
        </Suspense>
      ) : (
        <Box
          sx={{
            minHeight: 140,
            borderRadius: 3,
            bgcolor: 'grey.100',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            p: 2,
            textAlign: 'center',
          }}
        >
          <MapRounded sx={{ fontSize: 40, color: 'primary.main' }} aria-hidden />
          {address && <Typography variant="body2">{address}</Typography>}
          <Link href={mapLink(address, coordinates)} target="_blank" rel="noopener noreferrer">
            Abrir no mapa
          </Link>
        </Box>
      )}
    </Box>
  );
}
