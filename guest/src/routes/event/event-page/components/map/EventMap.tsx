import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { TCoordinates } from './use-coordinates';

type Props = {
  coordinates: TCoordinates;
  label: string;
  tileUrl: string;
  attribution: string;
};

/**
 * The Leaflet map of the event's place, in a chunk of its own (loaded only when the section is
 * near). Tiles come from the configured tile server; the marker is drawn, not an image.
 */
export default function EventMap({ coordinates, label, tileUrl, attribution }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const color = useTheme().palette.primary.main;

  useEffect(() => {
    if (!container.current) return;
    const center: L.LatLngTuple = [coordinates.lat, coordinates.lon];
    const map = L.map(container.current, {
      center,
      zoom: 16,
      scrollWheelZoom: false,
      // One finger scrolls the page on phones; the map pans with the zoom buttons or on desktop.
      dragging: !L.Browser.mobile,
    });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    L.circleMarker(center, { radius: 11, color: '#fff', weight: 3, fillColor: color, fillOpacity: 1 })
      .addTo(map)
      .bindTooltip(label);
    return () => {
      map.remove();
    };
  }, [coordinates.lat, coordinates.lon, label, tileUrl, attribution, color]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={`Mapa: ${label}`}
      sx={{ height: 280, borderRadius: 2, overflow: 'hidden', zIndex: 0, position: 'relative' }}
    />
  );
}
