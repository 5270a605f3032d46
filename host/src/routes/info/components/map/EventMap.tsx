import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

// Leaflet and its styles come in a chunk of their own, asked for only when there is a place to show.
const LeafletMap = lazy(() => import('@celebra/ui/map'));

type Props = { latitude: number | null; longitude: number | null; color: string; label: string };

/**
 * The place on a map. Tiles come only from VITE_MAP_TILE_URL: without it (or without
 * coordinates yet) a plain placeholder stands in, and nothing is asked of any map server.
 */
export function EventMap({ latitude, longitude, color, label }: Props) {
  const tileUrl = import.meta.env.VITE_MAP_TILE_URL;
  const hasPlace = latitude !== null && longitude !== null;
  if (hasPlace && tileUrl) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
        <LeafletMap
          latitude={latitude}
          longitude={longitude}
          color={color}
          label={label}
          tileUrl={tileUrl}
          attribution={import.meta.env.VITE_MAP_ATTRIBUTION ?? ''}
        />
      </Suspense>
    );
  }
  return (
    <Box
      role="img"
      aria-label={hasPlace ? `Mapa: ${label}` : 'Mapa indisponível'}
      sx={{
        height: 200,
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'divider',
        bgcolor: 'action.hover',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
      }}
    >
      <PlaceIcon sx={{ fontSize: 40, color }} />
      <Typography sx={{ fontWeight: 700 }}>
        {hasPlace ? label : 'O mapa aparece quando o endereço for encontrado.'}
      </Typography>
      {hasPlace && (
        <Typography variant="body2" color="text.secondary">
          {latitude.toFixed(5)}, {longitude.toFixed(5)}
        </Typography>
      )}
    </Box>
  );
}
