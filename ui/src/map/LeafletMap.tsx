import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

export type LeafletMapProps = {
  latitude: number;
  longitude: number;
  /** The place's name, in the marker's tooltip and the map's accessible name. */
  label: string;
  /** The marker's fill. */
  color: string;
  tileUrl: string;
  attribution: string;
  /** The marker's radius in px. */
  markerRadius?: number;
  /** False where one finger must scroll the page on phones: the map then pans with its zoom buttons. */
  dragOnPhones?: boolean;
};

/**
 * The map of one place: tiles from the configured tile server, the place as a coloured dot (a
 * vector marker: Leaflet's default pin is an image whose URL bundlers do not resolve). It is the
 * default export so that each app loads it, and Leaflet with it, as a chunk of its own.
 */
export default function LeafletMap({
  latitude,
  longitude,
  label,
  color,
  tileUrl,
  attribution,
  markerRadius = 10,
  dragOnPhones = true,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const center: L.LatLngTuple = [latitude, longitude];
    const map = L.map(container.current, {
      center,
      zoom: 16,
      scrollWheelZoom: false,
      dragging: dragOnPhones || !L.Browser.mobile,
    });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    L.circleMarker(center, {
      radius: markerRadius,
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
  }, [latitude, longitude, label, color, tileUrl, attribution, markerRadius, dragOnPhones]);
  return (
    <Box
      ref={container}
      role="region"
      aria-label={`Mapa: ${label}`}
      // Its own stacking context: Leaflet's panes (z-index up to 1000) stay under app bars and dialogs.
      sx={{ height: 280, borderRadius: 2, overflow: 'hidden', zIndex: 0, position: 'relative' }}
    />
  );
}
