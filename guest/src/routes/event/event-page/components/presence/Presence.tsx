import { formatDate } from '@celebra/shared/format';
import { CONFIRMATION_CLOSED_MESSAGE, RSVP_MESSAGES } from '@celebra/shared/messages';
import type { TPublicRsvp } from '@celebra/shared/models';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { emptyValues, invitationValues } from './form-values';
import { PresenceForm } from './PresenceForm';
import { useInvitation } from './use-invitation';

type Props = { eventId: number; rsvp: TPublicRsvp };

/**
 * The confirmation section's content: past the deadline, the day it closed instead of the form;
 * otherwise the deadline (if any) above the form, filled in from a personal link when the site was
 * opened with one (?convite=).
 */
export function Presence({ eventId, rsvp }: Props) {
  const invitation = useInvitation(eventId);

  if (!rsvp.open) {
    return (
      <Typography role="status" sx={{ textAlign: 'center', py: 2 }}>
        {rsvp.deadline ? RSVP_MESSAGES.closedOn(formatDate(rsvp.deadline)) : CONFIRMATION_CLOSED_MESSAGE}
      </Typography>
    );
  }
  if (invitation.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 560, pt: 4 }}>
        <CircularProgress aria-label="Carregando seu convite" />
      </Box>
    );
  }

  const found = invitation.status === 'found' ? invitation : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {found && (
        <Typography sx={{ fontWeight: 600 }} color="primary">
          {RSVP_MESSAGES.invitationGreeting(found.invitation.firstName)}
        </Typography>
      )}
      {invitation.status === 'not-found' && (
        <Typography variant="body2" color="text.secondary">
          {RSVP_MESSAGES.invitationNotFound}
        </Typography>
      )}
      {rsvp.deadline && <Typography>{RSVP_MESSAGES.openUntil(formatDate(rsvp.deadline))}</Typography>}
      <PresenceForm
        // A new form once the link's guest is known: its values are the form's starting ones.
        key={found?.token ?? 'new'}
        eventId={eventId}
        rsvp={rsvp}
        initialValues={
          found ? invitationValues(found.invitation, rsvp.questions) : emptyValues(rsvp.questions)
        }
        invitationToken={found?.token}
      />
    </Box>
  );
}
