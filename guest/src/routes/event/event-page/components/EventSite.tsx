import type { TPublicEvent } from '@celebra/shared/models';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { LazyAlertDialog } from '../../../../common/alert/LazyAlertDialog';
import { createEventTheme } from '../../../../common/theme';
import { SECTIONS } from '../sections';
import { writeSiteLook } from '../site-look';
import { BelowTheFoldPart, useBelowTheFoldStore } from './below-the-fold-part';
import { Cart } from './cart/Cart';
import { useCart } from './cart/use-cart';
import { Hero } from './Hero';
import { Intro } from './Intro';
import { KeyFacts } from './KeyFacts';
import { SkipLinks } from './SkipLinks';
import { TopBar } from './TopBar';

/** The ready event page: its colour as the theme, and the sections its settings show. */
export function EventSite({
  event,
  onListChanged,
}: {
  event: TPublicEvent;
  /** Reads the event again, its page staying on screen (the list changed under the cart). */
  onListChanged?: () => void;
}) {
  const theme = useMemo(() => createEventTheme(event.color), [event.color]);
  const { settings } = event;
  const cart = useCart(event.slug, event.fee.coveredByGuestByDefault, event.fee.percentage);
  const { reconcile, isRestored } = cart;

  const visible = useMemo(
    () =>
      new Set(
        Object.values(SECTIONS)
          .filter((section) => settings[section.setting])
          .map((section) => section.id),
      ),
    [settings],
  );

  // When the event (re)loads or the kept cart comes in, the cart meets the list as it is now.
  useEffect(() => {
    if (settings.showGiftList && isRestored) reconcile(event.gifts);
  }, [event.gifts, settings.showGiftList, isRestored, reconcile]);

  // For the thank-you page after a payment, which has nothing of the event but its slug.
  useEffect(() => {
    writeSiteLook(event.slug, {
      color: event.color,
      messages: settings.showGuestMessages,
      confirmation: settings.allowGuestConfirmation,
    });
  }, [event.slug, event.color, settings.showGuestMessages, settings.allowGuestConfirmation]);

  useEffect(() => {
    document.title = event.title;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.primary.main);
  }, [event.title, theme]);

  const inCart = useMemo(() => new Map(cart.items.map((item) => [item.id, item.quantity])), [cart.items]);
  const belowData = { event, inCart, coverFee: cart.coverFee, onAdd: cart.add };
  const below = useBelowTheFoldStore(belowData);
  useLayoutEffect(() => below.set(belowData));
  // A phone's first view is the top bar, the hero and the intro (and the cart button, once the
  // cart holds something), in the page's script. What is below the fold is a chunk of its own,
  // painted from the server's markup meanwhile (below-the-fold-part.tsx).

  return (
    <ThemeProvider theme={theme}>
      <SkipLinks visibleSections={visible} />
      <TopBar title={event.title} avatarUrl={event.avatarUrl} visibleSections={visible} />
      <Hero
        title={event.title}
        subtitle={event.subtitle}
        bannerUrl={event.bannerUrl}
        avatarUrl={event.avatarUrl}
      />
      <KeyFacts details={event.details} visibleSections={visible} />
      <Container component="main" maxWidth="md" sx={{ pt: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: event.gallery.length > 0 ? '1fr 1fr' : '1fr' },
          }}
        >
          <Intro titleDescription={event.titleDescription} description={event.description} />
          <BelowTheFoldPart part="gallery" store={below} />
        </Box>
        <BelowTheFoldPart part="sections" store={below} />
      </Container>
      <BelowTheFoldPart part="footer" store={below} />
      {settings.showGiftList && (
        <Cart
          eventId={event.id}
          slug={event.slug}
          cart={cart}
          feePercentage={event.fee.percentage}
          gifts={event.gifts}
          onListChanged={onListChanged}
        />
      )}
      <LazyAlertDialog />
    </ThemeProvider>
  );
}
