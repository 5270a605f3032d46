import { HEX_COLOR_PATTERN } from '@celebra/shared/validation';
import { createTheme, type Theme } from '@mui/material/styles';

/** The brand colour: logged-out screens, and any event whose colour is not a valid hex. */
export const BRAND_COLOR = '#8c5e7a';

/** The dashboard theme: the event's colour as primary. */
export function createHostTheme(color: string | null | undefined): Theme {
  const main = color && HEX_COLOR_PATTERN.test(color) ? color : BRAND_COLOR;
  return createTheme({
    palette: {
      primary: { main },
      background: { default: '#f6f4f5' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: '"Nunito", "Segoe UI", Roboto, Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 700 },
      h1: { fontSize: '1.9rem', fontWeight: 800 },
      h2: { fontSize: '1.5rem', fontWeight: 800 },
      h3: { fontSize: '1.2rem', fontWeight: 700 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #ebe4e8' } } },
    },
  });
}
