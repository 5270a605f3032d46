import { responsiveImage } from '@celebra/shared/format';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  title: string;
  subtitle: string | null;
  bannerUrl: string | null;
  avatarUrl: string | null;
};

const AVATAR_SIZE = 120;

/**
 * The banner, the avatar over its lower edge, the title and the subtitle. The banner is the first
 * view's largest image: loaded eagerly and first, and given its box before it arrives so nothing
 * below it moves. A stored image comes with its narrower copies (srcset), so a phone downloads
 * the 800 px one rather than the 1920 px original; a seeded drawing is used as it is.
 */
export function Hero({ title, subtitle, bannerUrl, avatarUrl }: Props) {
  return (
    <Box component="header" sx={{ textAlign: 'center' }}>
      <Box
        sx={{
          height: { xs: 180, sm: 260, md: 340 },
          bgcolor: 'primary.main',
          backgroundImage: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
          overflow: 'hidden',
        }}
      >
        {bannerUrl && (
          <Box
            component="img"
            src={bannerUrl}
            {...responsiveImage(bannerUrl, '100vw')}
            alt=""
            width={1600}
            height={600}
            fetchPriority="high"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Avatar
        src={avatarUrl ?? undefined}
        alt={avatarUrl ? `Foto de ${title}` : undefined}
        {...responsiveImage(avatarUrl, `${AVATAR_SIZE}px`)}
        slotProps={{ img: { width: AVATAR_SIZE, height: AVATAR_SIZE, decoding: 'async' } }}
        sx={{
          width: AVATAR_SIZE,
          height: AVATAR_SIZE,
          mx: 'auto',
          mt: `-${AVATAR_SIZE / 2}px`,
          border: '4px solid',
          borderColor: 'background.default',
          bgcolor: 'primary.main',
          fontSize: 44,
          boxShadow: 2,
        }}
      >
        {title.charAt(0).toUpperCase()}
      </Avatar>
      <Typography variant="h1" sx={{ mt: 2, px: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1, px: 2, fontSize: '1.1rem' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
