import type { TPublicEvent } from '@celebra/shared/models';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, useEffect, useMemo } from 'react';
import { LazyAlertDialog } from '../../../../common/alert/LazyAlertDialog';
import { Section } from '../../../../common/Section';
import { createEventTheme } from '../../../../common/theme';
import { WhenNear } from '../../../../common/WhenNear';
import { SECTIONS, scrollToSection } from '../sections';
import { Cart } from './cart/Cart';
import { useCart } from './cart/use-cart';
import { EventInfo } from './EventInfo';
import { Footer } from './Footer';
import { Gallery } from './Gallery';
import { GiftList } from './GiftList';
import { Hero } from './Hero';
import { Intro } from './Intro';
import { TopBar } from './TopBar';

// The forms are below the fold: they (and react-hook-form) load when the guest scrolls near.
const GuestMessageForm = lazy(() =>
  import('./GuestMessageForm').then((m) => ({ default: m.GuestMessageForm })),
);
const PresenceForm = lazy(() => import('./PresenceForm').then((m) => ({ default: m.PresenceForm })));

/** The ready event page: its colour as the theme, and the sections its settings show. */
export function EventSite({ event }: { event: TPublicEvent }) {
  const theme = useMemo(() => createEventTheme(event.color), [event.color]);
  const { settings } = event;
  const cart = useCart(event.slug);
  const { reconcile } = cart;

  const visible = useMemo(
    () =>
      new Set(
        Object.values(SECTIONS)
          .filter((section) => settings[section.setting])
          .map((section) => section.id),
      ),
    [settings],
  );

  // When the event (re)loads, the cart kept from an earlier visit meets the list as it is now.
  useEffect(() => {
    if (settings.showGiftList) reconcile(event.gifts);
  }, [event.gifts, settings.showGiftList, reconcile]);

  useEffect(() => {
    document.title = event.title;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.primary.main);
  }, [event.title, theme]);

  const inCart = useMemo(() => new Map(cart.items.map((item) => [item.id, item.quantity])), [cart.items]);

  return (
    <ThemeProvider theme={theme}>
      <TopBar title={event.title} avatarUrl={event.avatarUrl} visibleSections={visible} />
      <Hero
        title={event.title}
        subtitle={event.subtitle}
        bannerUrl={event.bannerUrl}
        avatarUrl={event.avatarUrl}
      />
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
          <Gallery items={event.gallery} />
        </Box>
        {settings.showGiftList && (
          <Section
            id={SECTIONS.gifts.id}
            title="Lista de Presentes"
            subtitle="Escolha um presente e finalize com pagamento seguro."
          >
            <GiftList gifts={event.gifts} inCart={inCart} onAdd={cart.add} />
          </Section>
        )}
        {settings.showGuestMessages && (
          <Section
            id={SECTIONS.messages.id}
            title="Recadinhos"
            subtitle="Deixe uma mensagem carinhosa para nós."
          >
            <WhenNear minHeight={420}>
              <GuestMessageForm eventId={event.id} />
            </WhenNear>
          </Section>
        )}
        {settings.showEventInfo && (
          <Section id={SECTIONS.info.id} title="Informações do Evento">
            <EventInfo details={event.details} />
          </Section>
        )}
        {settings.allowGuestConfirmation && (
          <Section
            id={SECTIONS.confirmation.id}
            title="Confirmação de Presença"
            subtitle="Conte para a gente se você vem, e com quem."
          >
            <WhenNear minHeight={560}>
              <PresenceForm eventId={event.id} />
            </WhenNear>
          </Section>
        )}
      </Container>
      <Footer />
      {settings.showGiftList && (
        <Cart eventId={event.id} cart={cart} onEmptyClick={() => scrollToSection(SECTIONS.gifts.id)} />
      )}
      <LazyAlertDialog />
    </ThemeProvider>
  );
}
