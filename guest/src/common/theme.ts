import '@fontsource/lora/latin-600.css';
import { HEX_COLOR_PATTERN } from '@celebra/shared/validation';
import { createTheme, type Theme } from '@mui/material/styles';

/** The platform's colour: pages without an event (checkout success) and events with a bad colour. */
export const DEFAULT_COLOR = '#8c5e7a';

const BODY_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
// One weight of one web font, served with the app (no font CDN): headings only, body text uses
// the phone's own font so nothing waits for a download.
const HEADING_FONT = `Lora, Georgia, "Times New Roman", serif`;

/** The site's MUI theme, its primary colour the event's. */
export function createEventTheme(color: string | null | undefined): Theme {
  const primary = color && HEX_COLOR_PATTERN.test(color.trim()) ? color.trim() : DEFAULT_COLOR;
  const heading = { fontFamily: HEADING_FONT, fontWeight: 600 };
  return createTheme({
    palette: {
      primary: { main: primary },
      background: { default: '#faf8f6' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: BODY_FONT,
      h1: { ...heading, fontSize: '2rem', lineHeight: 1.2 },
      h2: { ...heading, fontSize: '1.6rem', lineHeight: 1.25 },
      h3: { ...heading, fontSize: '1.3rem', lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
    },
  });
}
