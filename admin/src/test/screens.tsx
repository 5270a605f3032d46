/**
 * The screens a test can mount on their own, by the first segment of the path under test: the
 * resource or custom route as App declares it, and nothing else of the back office (no layout, no
 * menu, no other resource). App.test.tsx opens each through the whole App, at the same paths.
 */
import type { ReactNode } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import auditLog from '../audit-log';
import chargebacks from '../chargebacks';
import deliveries from '../deliveries';
import { ErrorLogs } from '../error-logs/ErrorLogs';
import eventRequests from '../event-requests';
import eventTypes from '../event-types';
import events, { EventGuests, EventMessages, EventServices, ReceivedGifts } from '../events';
import giftSuggestions from '../gift-suggestions';
import gifts from '../gifts';
import { LegalVersionPage } from '../legal-versions/LegalVersionPage';
import payouts, { negativeBalances } from '../payouts';
import { PersonalData } from '../personal-data/PersonalData';
import services, { ServiceCreate } from '../services';
import { Settings } from '../settings/Settings';
import transactions from '../transactions';
import users from '../users';

export const SCREENS: Record<string, ReactNode> = {
  users: <Resource name="users" {...users} />,
  events: (
    <Resource name="events" {...events}>
      <Route path=":id/messages" element={<EventMessages />} />
      <Route path=":id/guests" element={<EventGuests />} />
      <Route path=":id/gifts-received" element={<ReceivedGifts />} />
      <Route path=":id/services" element={<EventServices />} />
    </Resource>
  ),
  'event-requests': <Resource name="event-requests" {...eventRequests} />,
  services: (
    <Resource name="services" {...services}>
      <Route path="add" element={<ServiceCreate />} />
    </Resource>
  ),
  gifts: <Resource name="gifts" {...gifts} />,
  'gift-suggestions': <Resource name="gift-suggestions" {...giftSuggestions} />,
  'event-types': <Resource name="event-types" {...eventTypes} />,
  payouts: <Resource name="payouts" {...payouts} />,
  'negative-balances': <Resource name="negative-balances" {...negativeBalances} />,
  transactions: <Resource name="transactions" {...transactions} />,
  chargebacks: <Resource name="chargebacks" {...chargebacks} />,
  deliveries: <Resource name="deliveries" {...deliveries} />,
  'audit-log': <Resource name="audit-log" {...auditLog} />,
  settings: (
    <CustomRoutes>
      <Route path="/settings" element={<Settings />} />
    </CustomRoutes>
  ),
  'error-logs': (
    <CustomRoutes>
      <Route path="/error-logs" element={<ErrorLogs />} />
    </CustomRoutes>
  ),
  'personal-data': (
    <CustomRoutes>
      <Route path="/personal-data" element={<PersonalData />} />
    </CustomRoutes>
  ),
  'legal-versions': (
    <CustomRoutes>
      <Route path="/legal-versions/:id" element={<LegalVersionPage />} />
    </CustomRoutes>
  ),
};
