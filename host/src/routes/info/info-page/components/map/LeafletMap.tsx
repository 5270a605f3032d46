import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

export type TMapProps = {
  latitude: number;
  longitude: number;
  color: string;
  label: string;
  tileUrl: string;
};

/** The Leaflet map (its own chunk): tiles from the configured server, the place as a coloured dot. */
export default function LeafletMap({ latitude, longitude, color, label, tileUrl }: TMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { center: [latitude, longitude], zoom: 16, scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: import.meta.env.VITE_MAP_ATTRIBUTION ?? '', maxZoom: 19 }).addTo(map);
    // A vector marker: Leaflet's default pin is an image whose URL bundlers do not resolve.
    L.circleMarker([latitude, longitude], {
      radius: 10,
      color: '#fff',
      weight: 3,
      fillColor: color,
      fillOpacity: 1,
    })
      .addTo(map)
      .bindTooltip(label);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, color, label, tileUrl]);
  return (
    <Box
      ref={container}
      sx={{ height: 280, borderRadius: 2, overflow: 'hidden' }}
      aria-label={`Mapa: ${label}`}
      role="img"
    />
  );
}
