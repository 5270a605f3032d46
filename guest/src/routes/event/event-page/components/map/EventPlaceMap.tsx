import MapRounded from '@mui/icons-material/MapRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { useInView } from '../../../../../common/use-in-view';
import { directionsHrefs } from '../calendar';
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

/** The app buttons of 'Como chegar': each opens the phone's own map app (or its site). */
function Directions({ address, coordinates }: { address: string; coordinates: TCoordinates | null }) {
  const hrefs = directionsHrefs(address, coordinates);
  const apps = [
    { name: 'Google Maps', href: hrefs.google },
    { name: 'Waze', href: hrefs.waze },
    { name: 'Apple Maps', href: hrefs.apple },
  ];
  return (
    <Box role="group" aria-labelledby="como-chegar" sx={{ mt: 1.5, textAlign: 'center' }}>
      <Typography id="como-chegar" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        Como chegar
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        {apps.map((app) => (
          <Button
            key={app.name}
            variant="outlined"
            size="small"
            href={app.href}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ minHeight: 44 }}
          >
            {app.name}
          </Button>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The embedded map of an in-person event. With map tiles configured
 * (VITE_MAP_TILE_URL) and coordinates known, a Leaflet map; otherwise the address, so the site
 * itself never loads anything from a third-party host. Under it, 'Como chegar' in the map apps.
 */
export function EventPlaceMap({ latitude, longitude, address }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const isNear = useInView(area);
  const hasTiles = TILE_URL !== '';
  const coordinates = useCoordinates({ latitude, longitude, address }, hasTiles && isNear);
  const color = useTheme().palette.primary.main;
  const known = latitude !== null && longitude !== null ? { lat: latitude, lon: longitude } : null;

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
        </Box>
      )}
      <Directions address={address} coordinates={coordinates ?? known} />
    </Box>
  );
}
