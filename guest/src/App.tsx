import { AccessibleGlobalStyles } from '@celebra/ui/a11y';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { useRoute } from './common/router';
import { createEventTheme } from './common/theme';
import { EventPage } from './routes/event/event-page/EventPage';

// The event page is the first view of nearly every visit, so it is in the main chunk (a lazy
// chunk would only add a round trip before the event is even asked for); the rest loads on demand.
const CheckoutSuccessPage = lazy(() =>
  import('./routes/checkout-success/checkout-success-page/CheckoutSuccessPage').then((module) => ({
    default: module.Component,
  })),
);

const LegalPage = lazy(() =>
  import('./routes/legal/legal-page/LegalPage').then((module) => ({ default: module.Component })),
);

const baseTheme = createEventTheme(null);

/** The guest site's routes. */
export function App() {
  const route = useRoute();
  return (
    <ThemeProvider theme={baseTheme}>
      <CssBaseline />
      <AccessibleGlobalStyles />
      {route.page === 'checkout-success' ? (
        <Suspense fallback={null}>
          <CheckoutSuccessPage />
        </Suspense>
      ) : route.page === 'legal' ? (
        <Suspense fallback={null}>
          <LegalPage document={route.document} />
        </Suspense>
      ) : (
        <EventPage slug={route.slug} />
      )}
    </ThemeProvider>
  );
}
