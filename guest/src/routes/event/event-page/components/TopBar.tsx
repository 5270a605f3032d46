import { responsiveImage } from '@celebra/shared/format';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { MENU_SECTIONS, scrollToSection } from '../sections';

const SideMenu = lazy(() => import('./SideMenu').then((m) => ({ default: m.SideMenu })));

type Props = {
  title: string;
  avatarUrl: string | null;
  /** The ids of the sections the settings show: the menu offers only those. */
  visibleSections: ReadonlySet<string>;
};

/** The top bar: the event's avatar and title, and the side menu that scrolls to the sections. */
export function TopBar({ title, avatarUrl, visibleSections }: Props) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  // The drawer's code is downloaded on the first tap on the menu button.
  const [hasOpened, setHasOpened] = useState(false);
  if (isMenuOpen && !hasOpened) setHasOpened(true);
  const entries = MENU_SECTIONS.filter((section) => visibleSections.has(section.id));

  const goTo = (id: string) => {
    setMenuOpen(false);
    // After the drawer has closed and given the focus back, or it would take it again.
    window.setTimeout(() => scrollToSection(id), 250);
  };

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 1.5 }}>
        <Avatar
          src={avatarUrl ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'rgba(255,255,255,0.25)' }}
          {...responsiveImage(avatarUrl, '36px')}
          slotProps={{ img: { width: 36, height: 36 } }}
        >
          {title.charAt(0).toUpperCase()}
        </Avatar>
        <Typography component="p" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        {entries.length > 0 && (
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Abrir menu"
            aria-haspopup="true"
            aria-expanded={isMenuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuRounded />
          </IconButton>
        )}
      </Toolbar>
      {hasOpened && (
        <Suspense fallback={null}>
          <SideMenu open={isMenuOpen} onClose={() => setMenuOpen(false)} entries={entries} onSelect={goTo} />
        </Suspense>
      )}
    </AppBar>
  );
}
