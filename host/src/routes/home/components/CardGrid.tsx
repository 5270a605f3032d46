import type { SvgIconComponent } from '@mui/icons-material';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useHostEvent } from '../../../common/session';

// The share dialog (and the QR library it loads) is fetched when the card is pressed.
const ShareDialog = lazy(() => import('./share/ShareDialog').then((m) => ({ default: m.ShareDialog })));

const PAGES: Array<{ title: string; to: string; Icon: SvgIconComponent }> = [
  { title: 'Cores e Textos', to: '/custom', Icon: PaletteOutlinedIcon },
  { title: 'Galeria de Fotos e Vídeos', to: '/gallery', Icon: PhotoLibraryOutlinedIcon },
  { title: 'Informações do Evento', to: '/info', Icon: EventNoteOutlinedIcon },
  { title: 'Lista de Presentes', to: '/gifts', Icon: CardGiftcardOutlinedIcon },
  { title: 'Entrega dos Presentes', to: '/delivery', Icon: LocalShippingOutlinedIcon },
  { title: 'Pacote de Serviços', to: '/service-package', Icon: RocketLaunchOutlinedIcon },
  { title: 'Configurações do Site', to: '/settings', Icon: SettingsOutlinedIcon },
];

function CardContent({ title, Icon }: { title: string; Icon: SvgIconComponent }): ReactNode {
  return (
    <Box
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
        minHeight: 116,
        justifyContent: 'center',
      }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Icon />
      </Box>
      <Typography sx={{ fontWeight: 700, lineHeight: 1.25 }}>{title}</Typography>
    </Box>
  );
}

/** The grid of the dashboard's screens, and the share card that opens the share dialog. */
export function CardGrid() {
  const event = useHostEvent();
  const [sharing, setSharing] = useState(false);
  return (
    <Box
      component="nav"
      aria-label="Personalize seu site"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {PAGES.map(({ title, to, Icon }) => (
        <Card key={to}>
          <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
            <CardContent title={title} Icon={Icon} />
          </CardActionArea>
        </Card>
      ))}
      <Card>
        <CardActionArea aria-haspopup="dialog" onClick={() => setSharing(true)} sx={{ height: '100%' }}>
          <CardContent title="Compartilhar o Seu Site" Icon={ShareOutlinedIcon} />
        </CardActionArea>
      </Card>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog eventTitle={event.title} slug={event.slug} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </Box>
  );
}
