import '@fontsource/lora/latin-600.css';
import { MIN_TEXT_CONTRAST, readableTextOn, readableVariant } from '@celebra/shared/format';
import { HEX_COLOR_PATTERN } from '@celebra/shared/validation';
import { createTheme, darken, type Theme } from '@mui/material/styles';

/** The platform's colour: pages without an event (checkout success) and events with a bad colour. */
export const DEFAULT_COLOR = '#8c5e7a';

const BODY_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
// One weight of one web font, served with the app (no font CDN): headings only, body text uses
// the phone's own font so nothing waits for a download.
const HEADING_FONT = `Lora, Georgia, "Times New Roman", serif`;

const PAGE_BACKGROUND = '#faf8f6';
/**
 * The darkest light surface the site writes the colour on (grey panels such as the map's, hovered
 * and selected rows): reaching 4.5:1 on it reaches it on the page and on white cards too.
 */
const DARKEST_TEXT_SURFACE = '#eeeeee';

/** The event's colour as a background (top bar, contained buttons) and the text drawn on it. */
function onEventColor(background: string) {
  return { backgroundColor: background, color: readableTextOn(background) };
}

/** The same for a button, darker under the pointer (its text chosen again for the darker shade). */
function buttonOnEventColor(background: string) {
  const hover = darken(background, 0.12);
  return { ...onEventColor(background), '&:hover': onEventColor(hover) };
}

/**
 * The site's MUI theme, its primary colour the event's. The host may pick any colour, so the
 * palette's primary is the colour as text: the event's own when it reads at 4.5:1 on the page's
 * light surfaces, otherwise darkened just enough (prices, icons, links, outlined buttons). The
 * top bar and the contained buttons keep the event's own colour as their background, with black
 * or white text, whichever reads better on it.
 */
export function createEventTheme(color: string | null | undefined): Theme {
  const eventColor = color && HEX_COLOR_PATTERN.test(color.trim()) ? color.trim() : DEFAULT_COLOR;
  const primary = readableVariant(eventColor, DARKEST_TEXT_SURFACE);
  const heading = { fontFamily: HEADING_FONT, fontWeight: 600 };
  return createTheme({
    palette: {
      primary: { main: primary, contrastText: readableTextOn(primary) },
      background: { default: PAGE_BACKGROUND },
      // MUI's own guess of the text on a colour stops at 3:1; text needs 4.5:1.
      contrastThreshold: MIN_TEXT_CONTRAST,
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
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: [
              { props: { variant: 'contained', color: 'primary' }, style: buttonOnEventColor(eventColor) },
            ],
          },
        },
      },
      MuiAppBar: { styleOverrides: { colorPrimary: onEventColor(eventColor) } },
      // A chosen option (the presence answer, a filter) in the event's own colour, like a
      // contained button: MUI's default draws the colour as text on an 8% tint of itself, which
      // misses 4.5:1 for many colours.
      MuiToggleButton: {
        styleOverrides: {
          root: {
            variants: [
              {
                props: { color: 'primary' },
                style: { '&.Mui-selected, &.Mui-selected:hover': onEventColor(eventColor) },
              },
            ],
          },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
    },
  });
}
