import { useCallback, useMemo, useState } from 'react';
import { buildTheme, type PanelColors, readStoredColors, storeColors } from './theme';

/**
 * The panel's colours as the back office keeps them: the remembered ones first, each change
 * remembered for the next visit, and the theme built from them. App provides them (with
 * ThemeColorsContext) to the header, the menu and the settings page.
 */
export function usePanelColors() {
  const [colors, setColorsState] = useState(readStoredColors);
  const setColors = useCallback((next: PanelColors) => {
    setColorsState((current) =>
      current.color === next.color && current.colorSecondary === next.colorSecondary ? current : next,
    );
    storeColors(next);
  }, []);
  const themeColors = useMemo(() => ({ colors, setColors }), [colors, setColors]);
  const theme = useMemo(() => buildTheme(colors), [colors]);
  return { themeColors, theme };
}
