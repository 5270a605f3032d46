import { createContext, useContext } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The panel's colours from the settings (primary and secondary); the demo's until they are read. */
export type PanelColors = { color: string; colorSecondary: string };

export const DEFAULT_COLORS: PanelColors = { color: '#E91E63', colorSecondary: '#7B1FA2' };

/** Remembered so the next visit opens in the panel's colours at once. */
const COLORS_KEY = 'celebraAdminColors';

export function readStoredColors(): PanelColors {
  try {
    const stored = JSON.parse(localStorage.getItem(COLORS_KEY) ?? 'null') as Partial<PanelColors> | null;
    if (stored?.color && stored.colorSecondary)
      return { color: stored.color, colorSecondary: stored.colorSecondary };
  } catch {
    // No storage, or an unreadable value: the defaults.
  }
  return DEFAULT_COLORS;
}

export function storeColors(colors: PanelColors) {
  try {
    localStorage.setItem(COLORS_KEY, JSON.stringify(colors));
  } catch {
    // Storage may be blocked; the colours are read again from the server on the next visit.
  }
}

/** The settings' colours as the MUI theme of react-admin. */
export function buildTheme({ color, colorSecondary }: PanelColors): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      primary: { main: color },
      secondary: { main: colorSecondary },
      background: { default: '#f6f6f8' },
    },
    typography: {
      ...defaultTheme.typography,
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    shape: { borderRadius: 8 },
    components: {
      ...defaultTheme.components,
      // Buttons show their texts as written ('Mostrar Filtro', 'NOVO CONVIDADO'), not upper-cased.
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'none', fullWidth: true } },
      MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'none' } },
    },
  };
}

export type ThemeColorsState = { colors: PanelColors; setColors: (colors: PanelColors) => void };

export const ThemeColorsContext = createContext<ThemeColorsState>({
  colors: DEFAULT_COLORS,
  setColors: () => undefined,
});

export const useThemeColors = () => useContext(ThemeColorsContext);
