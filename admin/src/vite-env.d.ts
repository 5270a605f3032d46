/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API address; '/api' on the app's own origin when unset. */
  readonly VITE_API_URL?: string;
  /** The public event site's address ('https://site.celebra.com.br'); derived from the page's host when unset. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
