/**
 * The back office's sections, in the order the dashboard's 'Central de Controle' cards and the
 * side menu both show them, each with its address, its name (a translation key) and its icon.
 */
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import GavelIcon from '@mui/icons-material/Gavel';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PolicyIcon from '@mui/icons-material/Policy';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ReactNode } from 'react';

export type Section = { to: string; label: string; icon: ReactNode };

export const SECTIONS: readonly Section[] = [
  { to: '/users', label: 'celebra.dashboard.cards.users', icon: <PeopleIcon /> },
  { to: '/events', label: 'celebra.dashboard.cards.events', icon: <EventIcon /> },
  { to: '/event-requests', label: 'celebra.dashboard.cards.eventRequests', icon: <PlaylistAddIcon /> },
  { to: '/gifts', label: 'celebra.dashboard.cards.gifts', icon: <CardGiftcardIcon /> },
  { to: '/event-types', label: 'celebra.dashboard.cards.eventTypes', icon: <CategoryIcon /> },
  { to: '/gift-suggestions', label: 'celebra.dashboard.cards.giftSuggestions', icon: <LightbulbIcon /> },
  { to: '/services', label: 'celebra.dashboard.cards.services', icon: <MiscellaneousServicesIcon /> },
  { to: '/payouts', label: 'celebra.dashboard.cards.payouts', icon: <PaymentsIcon /> },
  { to: '/transactions', label: 'celebra.dashboard.cards.transactions', icon: <ReceiptLongIcon /> },
  { to: '/chargebacks', label: 'celebra.dashboard.cards.chargebacks', icon: <GavelIcon /> },
  { to: '/deliveries', label: 'celebra.dashboard.cards.deliveries', icon: <LocalShippingIcon /> },
  { to: '/settings', label: 'celebra.dashboard.cards.settings', icon: <SettingsIcon /> },
  { to: '/audit-log', label: 'celebra.dashboard.cards.auditLog', icon: <PolicyIcon /> },
  { to: '/personal-data', label: 'celebra.dashboard.cards.personalData', icon: <PrivacyTipIcon /> },
  { to: '/error-logs', label: 'celebra.dashboard.cards.errorLogs', icon: <DescriptionIcon /> },
];
