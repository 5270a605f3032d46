import MapRounded from '@mui/icons-material/MapRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { useInView } from '../../../../../common/use-in-view';
import { type TCoordinates, useCoordinates } from './use-coordinates';

// Leaflet and its styles come in a chunk of their own, asked for only when the section is near.
const LeafletMap = lazy(() => import('@celebra/ui/map'));

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
 * The embedded map of an in-person event. With map tiles configured
 * (VITE_MAP_TILE_URL) and coordinates known, a Leaflet map; otherwise the address with a link,
 * so the site itself never loads anything from a third-party host.
 */
export function EventPlaceMap({ latitude, longitude, address }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const isNear = useInView(area);
  const hasTiles = TILE_URL !== '';
  const coordinates = useCoordinates({ latitude, longitude, address }, hasTiles && isNear);
  const color = useTheme().palette.primary.main;

  return (
    <Box ref={area} sx={{ mt: 2 }}>
      {hasTiles && isNear && coordinates ? (
        <Suspense fallback={<Box sx={{ height: 280, borderRadius: 3, bgcolor: 'grey.100' }} />}>
          <LeafletMap
            latitude={coordinates.lat}
            longitude={coordinates.lon}
            label={address}
            color={color}
            tileUrl={TILE_URL}
            attribution={ATTRIBUTION}
            markerRadius={11}
            // One finger scrolls the page on phones; the map pans with the zoom buttons or on desktop.
            dragOnPhones={false}
          />
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
