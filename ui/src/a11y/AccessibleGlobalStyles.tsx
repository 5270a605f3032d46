import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * What every app needs of the page's styles whatever its theme colours: a focus ring that shows
 * where the keyboard is (dark, outside the control, so it reads on any event colour), and motion
 * cut short for those who asked their system for less of it.
 */
export const ACCESSIBLE_STYLES = {
  // MUI removes the browser's ring from its buttons; a text field keeps its own focused border.
  'body :focus-visible:not(.MuiInputBase-input), body .Mui-focusVisible': {
    outline: '2px solid #1f1a1d',
    outlineOffset: 2,
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;

export function AccessibleGlobalStyles() {
  return <GlobalStyles styles={ACCESSIBLE_STYLES} />;
}
