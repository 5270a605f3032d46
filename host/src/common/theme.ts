import { MIN_TEXT_CONTRAST, readableTextOn, readableVariant } from '@celebra/shared/format';
import { HEX_COLOR_PATTERN } from '@celebra/shared/validation';
import { createTheme, darken, type Theme } from '@mui/material/styles';

/** The brand colour: logged-out screens, and any event whose colour is not a valid hex. */
export const BRAND_COLOR = '#8c5e7a';

const PAGE_BACKGROUND = '#f6f4f5';
/** The darkest light surface the dashboard writes the colour on (grey panels, hovered and selected rows). */
const DARKEST_TEXT_SURFACE = '#eeeeee';

/** The event's colour as a background and the text on it: black or white, whichever reads better. */
function onEventColor(background: string) {
  return { backgroundColor: background, color: readableTextOn(background) };
}

/**
 * The dashboard theme: the event's colour as primary. The host may pick any colour, so the
 * palette's primary is the colour as text (darkened just enough to read at 4.5:1 on the page
 * when it does not); the top bar and contained buttons keep the event's own colour behind
 * black or white text.
 */
export function createHostTheme(color: string | null | undefined): Theme {
  const eventColor = color && HEX_COLOR_PATTERN.test(color) ? color : BRAND_COLOR;
  const main = readableVariant(eventColor, DARKEST_TEXT_SURFACE);
  const hover = darken(eventColor, 0.12);
  return createTheme({
    palette: {
      primary: { main, contrastText: readableTextOn(main) },
      background: { default: PAGE_BACKGROUND },
      // MUI's own guess of the text on a colour stops at 3:1; text needs 4.5:1.
      contrastThreshold: MIN_TEXT_CONTRAST,
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
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: 'contained', color: 'primary' },
                style: { ...onEventColor(eventColor), '&:hover': onEventColor(hover) },
              },
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
      // A notice quoting an e-mail or a link breaks it where it must: MUI's message box scrolls
      // what does not fit, and on a phone a long address would make it a sideways-scrolling box
      // a keyboard cannot reach.
      MuiAlert: { styleOverrides: { message: { overflowWrap: 'anywhere' } } },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #ebe4e8' } } },
    },
  });
}
