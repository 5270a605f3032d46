import { Box, type Theme } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useRef } from 'react';
import { Layout as RaLayout, useGetIdentity, useSidebarState } from 'react-admin';
import type { AdminIdentity } from '../providers/auth-provider';
import { SessionEndRedirect } from '../session/SessionEndRedirect';
import { UnsavedChangesGuard } from '../session/UnsavedChangesGuard';
import { Header } from './Header';
import { Menu } from './Menu';
import { useThemeColors } from './theme';

/** The settings' colours arrive with the administrator's identity (GET /admin/me) and become the theme. */
function ThemeFromIdentity() {
  const { identity } = useGetIdentity();
  const { setColors } = useThemeColors();
  const admin = identity as AdminIdentity | undefined;
  const color = admin?.color;
  const colorSecondary = admin?.colorSecondary;
  // Only when the identity brings new colours: the settings page sets them itself after a save.
  useEffect(() => {
    if (color && colorSecondary) setColors({ color, colorSecondary });
  }, [color, colorSecondary, setColors]);
  return null;
}

/**
 * The side menu opens by itself on a wide screen; narrowed to a phone's width (a window resized, a
 * tablet turned), it closes, as on a phone's first visit: its drawer would otherwise cover the page.
 */
function SidebarClosedOnPhone() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [, setOpen] = useSidebarState();
  // Only when the width crosses into a phone's: a menu the administrator opens stays open.
  const close = useRef(setOpen);
  close.current = setOpen;
  useEffect(() => {
    if (isPhone) close.current(false);
  }, [isPhone]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout
      appBar={Header}
      menu={Menu}
      sx={{ minWidth: 0, '& .RaLayout-appFrame': { mt: 6 }, '& .RaLayout-content': { minWidth: 0 } }}
    >
      <ThemeFromIdentity />
      <SessionEndRedirect />
      <UnsavedChangesGuard />

      <SidebarClosedOnPhone />
      <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 1, sm: 3 }, py: 3 }}>{children}</Box>
    </RaLayout>
  );
}
