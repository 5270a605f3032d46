/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API address; '/api' on the app's own origin when unset. */
  readonly VITE_API_URL?: string;
  /** The public guest site's address ('https://site.celebra.com.br'); derived from this page's host when unset. */
  readonly VITE_SITE_URL?: string;
  /** A Leaflet tile URL template ('https://tiles.example/{z}/{x}/{y}.png'); a plain placeholder when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  /** The attribution the tile provider asks for, shown on the map. */
  readonly VITE_MAP_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
