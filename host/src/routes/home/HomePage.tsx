import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useDocumentTitle } from '../../common/layout/use-document-title';
import { CardGrid } from './components/CardGrid';
import { Counters } from './components/Counters';
import { DeliveryAddressNotice } from './components/DeliveryAddressNotice';
import { EventHeader } from './components/EventHeader';
import { SideMenu } from './components/SideMenu';
import { TurboServices } from './components/TurboServices';

/** Dashboard home. */
export function HomePage() {
  const [menuOpen, setMenuOpen] = useState(false);
  useDocumentTitle('Início');
  return (
    <Box component="main">
      <EventHeader onOpenMenu={() => setMenuOpen(true)} />
      <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <DeliveryAddressNotice />
        <Counters />
        <CardGrid />
        <TurboServices />
      </Stack>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </Box>
  );
}
