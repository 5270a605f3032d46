import { isVideoUrl, responsiveImage } from '@celebra/shared/format';
import type { TGalleryItem } from '@celebra/shared/models';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef, useState } from 'react';

type Props = { items: readonly TGalleryItem[] };

/**
 * A slide's width, for the browser to pick the photo's copy: the page's width less its margins on
 * a phone, half the page's 900 px column beside the intro on a larger screen.
 */
const PHOTO_SIZES = '(min-width: 900px) 410px, calc(100vw - 32px)';

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.85)',
  '&:hover': { bgcolor: 'rgba(255,255,255,1)' },
  // At either end the arrow that leads nowhere goes away.
  '&.Mui-disabled': { visibility: 'hidden' },
} as const;

/**
 * The photo and video carousel: a scroll-snapping strip (swipe on phones) with arrows and dots.
 * A URL is a video when its type says so or it ends in mp4, webm or ogg.
 */
export function Gallery({ items }: Props) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  if (items.length === 0) return null;

  const goTo = (index: number) => {
    const track = trackRef.current;
    const target = Math.max(0, Math.min(items.length - 1, index));
    if (!track) return;
    // A slide, not a glide, for those who asked their system for less motion.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    track.scrollTo({ left: target * track.clientWidth, behavior: still ? 'auto' : 'smooth' });
    setCurrent(target);
  };
  const onScroll = () => {
    const track = trackRef.current;
    if (track && track.clientWidth > 0) setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <Box
      component="section"
      aria-roledescription="carrossel"
      aria-label="Galeria de fotos e vídeos"
      sx={{ position: 'relative' }}
    >
      <Box
        ref={trackRef}
        onScroll={onScroll}
        // Reachable by the keyboard, whose arrow keys then scroll the strip as a swipe does.
        tabIndex={0}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          borderRadius: 3,
          bgcolor: 'grey.900',
          aspectRatio: '4 / 3',
        }}
      >
        {items.map((item, index) => (
          <Box
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} de ${items.length}`}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'center', display: 'flex' }}
          >
            {isVideoUrl(item.url, item.type) ? (
              <Box
                component="video"
                src={item.url}
                controls
                playsInline
                preload="metadata"
                aria-label={`Vídeo ${index + 1}`}
                sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            ) : (
              <Box
                component="img"
                src={item.url}
                {...responsiveImage(item.url, PHOTO_SIZES)}
                alt={`Foto ${index + 1}`}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            )}
          </Box>
        ))}
      </Box>
      {items.length > 1 && (
        <>
          <IconButton
            aria-label="Anterior"
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
            size="small"
            sx={{ ...arrowSx, left: 8 }}
          >
            <ChevronLeftRounded />
          </IconButton>
          <IconButton
            aria-label="Próxima"
            onClick={() => goTo(current + 1)}
            disabled={current >= items.length - 1}
            size="small"
            sx={{ ...arrowSx, right: 8 }}
          >
            <ChevronRightRounded />
          </IconButton>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', mt: 0.5 }}>
            {items.map((item, index) => (
              <Box
                key={item.id}
                component="button"
                type="button"
                aria-label={`Ir para ${index + 1} de ${items.length}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
                // A 44 px target around a 10 px dot: a finger's size (WCAG 2.5.5), small to see.
                sx={{
                  width: 44,
                  height: 44,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&::after': {
                    content: '""',
                    display: 'block',
                    width: 10,
                    height: 10,
                    m: 'auto',
                    borderRadius: '50%',
                    bgcolor: index === current ? 'primary.main' : 'grey.400',
                  },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
