import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useHostEvent } from '../../../common/session';
import { publicEventUrl } from '../../../common/site-url';
import { useEventImageUpload } from '../use-event-image-upload';
import { ImagePickerButton } from './ImagePickerButton';

/** The top of home: banner and avatar with their uploads, title, subtitle and 'Visitar meu site'. */
export function EventHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const event = useHostEvent();
  const banner = useEventImageUpload('banner');
  const avatar = useEventImageUpload('avatar');
  const link = publicEventUrl(event.slug);

  return (
    <Box component="header">
      <Box
        sx={{
          position: 'relative',
          height: { xs: 180, md: 260 },
          bgcolor: 'primary.main',
        }}
      >
        {/* The picture on a layer of its own, the buttons beside it: an image holds no buttons. */}
        <Box
          role="img"
          aria-label="Capa do evento"
          sx={{
            position: 'absolute',
            inset: 0,
            backgroundImage: event.bannerUrl ? `url("${event.bannerUrl}")` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
        <IconButton
          aria-label="Abrir menu"
          onClick={onOpenMenu}
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            bgcolor: 'rgba(255,255,255,0.92)',
            '&:hover': { bgcolor: '#fff' },
          }}
        >
          <MenuIcon />
        </IconButton>
        <ImagePickerButton
          label="Alterar capa"
          disabled={banner.isUploading}
          onPick={banner.upload}
          sx={{ position: 'absolute', top: 12, right: 12 }}
        />
        {banner.isUploading && (
          <LinearProgress
            variant="determinate"
            value={banner.progress ?? 0}
            aria-label="Enviando capa"
            sx={{ position: 'absolute', insetInline: 0, bottom: 0, height: 6 }}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, mt: '-56px' }}>
        <Box sx={{ position: 'relative' }}>
          <Avatar
            src={event.avatarUrl ?? undefined}
            alt={event.title}
            sx={{
              width: 112,
              height: 112,
              border: '4px solid #fff',
              boxShadow: 2,
              bgcolor: 'primary.light',
              fontSize: 40,
            }}
          >
            {event.title.slice(0, 1)}
          </Avatar>
          {avatar.isUploading && (
            <CircularProgress
              variant="determinate"
              value={avatar.progress ?? 0}
              size={120}
              aria-label="Enviando foto"
              sx={{ position: 'absolute', top: -4, left: -4 }}
            />
          )}
          <ImagePickerButton
            label="Alterar foto"
            disabled={avatar.isUploading}
            onPick={avatar.upload}
            sx={{ position: 'absolute', right: -6, bottom: -2, width: 36, height: 36 }}
          />
        </Box>
        <Typography variant="h1" align="center" sx={{ mt: 1.5 }}>
          {event.title}
        </Typography>
        {event.subtitle && (
          <Typography align="center" color="text.secondary" sx={{ mt: 0.5 }}>
            {event.subtitle}
          </Typography>
        )}
        <Button
          variant="contained"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          sx={{ mt: 2, borderRadius: 6, px: 3 }}
        >
          Visitar meu site
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-all' }}>
          {link}
        </Typography>
      </Box>
    </Box>
  );
}
