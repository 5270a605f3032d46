import Box from '@mui/material/Box';
import { SECTIONS } from '../sections';

const LINKS = [
  { id: SECTIONS.gifts.id, label: 'Pular para a lista de presentes' },
  { id: SECTIONS.confirmation.id, label: 'Pular para a confirmação de presença' },
] as const;

/**
 * The page's first links, for the keyboard and screen readers: out of sight until focused, then
 * over the top bar. Only to the sections the settings show.
 */
export function SkipLinks({ visibleSections }: { visibleSections: ReadonlySet<string> }) {
  const links = LINKS.filter((link) => visibleSections.has(link.id));
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-label="Atalhos">
      {links.map((link) => (
        <Box
          key={link.id}
          component="a"
          href={`#${link.id}`}
          sx={{
            position: 'absolute',
            left: 8,
            top: 8,
            zIndex: 'tooltip',
            p: 1.5,
            minHeight: 44,
            bgcolor: 'background.paper',
            color: 'primary.dark',
            fontWeight: 600,
            borderRadius: 1,
            boxShadow: 3,
            transform: 'translateY(-200%)',
            '&:focus': { transform: 'none' },
          }}
        >
          {link.label}
        </Box>
      ))}
    </Box>
  );
}
