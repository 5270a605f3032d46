import { isVideoUrl } from '@celebra/shared/format';
import type { TGalleryItem } from '@celebra/shared/models';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

type Props = { items: TGalleryItem[]; onRemove: (item: TGalleryItem) => void };

/** The gallery's photos and videos, each with its removal. */
export function MediaGrid({ items, onRemove }: Props) {
  return (
    <Box
      component="ul"
      aria-label="Mídias da galeria"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {items.map((item, index) => {
        const isVideo = isVideoUrl(item.url, item.type);
        const label = isVideo ? `Vídeo ${index + 1}` : `Foto ${index + 1}`;
        return (
          <Box
            component="li"
            key={item.id}
            sx={{
              position: 'relative',
              aspectRatio: '1',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'grey.200',
            }}
          >
            {isVideo ? (
              <Box
                component="video"
                src={item.url}
                controls
                preload="metadata"
                aria-label={label}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <Box
                component="img"
                src={item.url}
                alt={label}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            )}
            <IconButton
              aria-label={`Remover ${label.toLowerCase()}`}
              onClick={() => onRemove(item)}
              size="small"
              sx={{
                position: 'absolute',
                top: 6,
                right: 6,
                bgcolor: 'rgba(255,255,255,0.92)',
                '&:hover': { bgcolor: '#fff' },
              }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
