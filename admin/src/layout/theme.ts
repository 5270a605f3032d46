import { MIN_TEXT_CONTRAST, readableTextOn, readableVariant } from '@celebra/shared/format';
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

const PAGE_BACKGROUND = '#f6f6f8';
/** The darkest light surface the panel writes the colour on (grey panels, hovered and selected rows). */
const DARKEST_TEXT_SURFACE = '#eeeeee';

/** A settings colour as a palette entry: darkened as text only as far as needed, readable text on it. */
function readablePaletteColor(color: string) {
  const valid = /^#([0-9a-f]{3}){1,2}$/i.test(color.trim());
  if (!valid) return { main: color };
  const main = readableVariant(color.trim(), DARKEST_TEXT_SURFACE);
  return { main, contrastText: readableTextOn(main) };
}

/**
 * The settings' colours as the MUI theme of react-admin. Any colour can be chosen, so where it is
 * text (links, outlined buttons, the selected menu entry) it is darkened just enough to read at
 * 4.5:1, and the text on it is black or white, whichever reads better.
 */
export function buildTheme({ color, colorSecondary }: PanelColors): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      primary: readablePaletteColor(color),
      secondary: readablePaletteColor(colorSecondary),
      background: { default: PAGE_BACKGROUND },
      // MUI's own guess of the text on a colour stops at 3:1; text needs 4.5:1.
      contrastThreshold: MIN_TEXT_CONTRAST,
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
