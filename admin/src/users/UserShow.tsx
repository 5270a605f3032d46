/**
 * /users/:id/show, a host's record page (a shared link opens it; a row of the list too): the
 * account, and each of their events with its balance (received, paid out, requested, available,
 * or the negative balance) and links to the event, its transactions and the audit rows of the
 * account. An id that is not a number, or a host the server does not have, is the NotFound page.
 */
import { activeLabel, formatBRL, formatDate } from '@celebra/shared/format';
import type { TUser, TUserEvent } from '@celebra/shared/models';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetManyReference, useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { NotFound } from '../common/NotFound';
import { PageHeader } from '../common/PageHeader';
import { SCREEN_LOAD } from '../common/query-options';
import { RecordCard } from '../common/RecordCard';
import { RecordFields } from '../common/RecordFields';
import { RecordLink } from '../common/RecordLink';
import { auditPath, eventPath, eventTransactionsPath } from '../common/record-paths';
import { usePathRecord } from '../common/use-path-record';
import { useCelebra } from '../providers/use-celebra';

function EventBalance({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { data, isPending, error } = useQuery({
    queryKey: ['celebra', 'eventTransactionTotals', eventId],
    queryFn: () => celebra.getEventTransactionTotals(eventId),
    ...SCREEN_LOAD,
  });
  const label = (key: string) => translate(`celebra.records.${key}`);
  if (isPending) return <CircularProgress size={20} />;
  if (error || !data)
    return <Typography color="error">{translate('celebra.errors.fetchTransactions')}</Typography>;
  return (
    <RecordFields
      rows={[
        [label('received'), formatBRL(data.totalReceived)],
        [label('transferred'), formatBRL(data.totalTransferred)],
        [label('pending'), formatBRL(data.totalPending)],
        [label('available'), formatBRL(data.totalAvailable)],
        ...(data.negativeBalance === undefined
          ? []
          : ([[label('negative'), formatBRL(data.negativeBalance)]] as Array<[string, string]>)),
      ]}
    />
  );
}

function UserEvents({ user }: { user: TUser }) {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const { data, isPending } = useGetManyReference<TUserEvent>(
    'user-events',
    { target: 'userId', id: user.id },
    { onError: (error) => showError(error, translate('celebra.errors.fetchEvents')) },
  );
  if (isPending) return <CircularProgress />;
  if (!data?.length) return <Typography>{translate('celebra.records.noEvents')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {data.map((event) => (
        <Card key={event.id} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              <RecordLink to={eventPath(event.id)}>{`${event.title} (#${event.id})`}</RecordLink>
            </Typography>
            <Box sx={{ my: 1 }}>
              <EventBalance eventId={event.id} />
            </Box>
            <RecordLink to={eventTransactionsPath(event.id)}>
              {translate('celebra.records.eventTransactions')}
            </RecordLink>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export function UserShow() {
  const translate = useTranslate();
  const loaded = usePathRecord<TUser>('users', 'celebra.errors.fetchUser');
  if (loaded.state === 'loading') return <CircularProgress />;
  if (loaded.state === 'missing') return <NotFound detail={loaded.detail} />;
  const user = loaded.record;
  const label = (key: string) => translate(`celebra.records.${key}`);
  return (
    <>
      <PageHeader
        title={
          `${user.firstName} ${user.lastName}`.trim() ||
          translate('celebra.records.userTitle', { id: user.id })
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <CardContent>
            <RecordFields
              rows={[
                ['ID', `#${user.id}`],
                [label('email'), user.email],
                [label('phone'), user.phoneNumber ?? '—'],
                [label('accountStatus'), activeLabel(user.active)],
                [label('registered'), formatDate(user.createdAt)],
              ]}
            />
            <Box sx={{ mt: 2 }}>
              <RecordLink to={auditPath('user', user.id)}>{label('audit')}</RecordLink>
            </Box>
          </CardContent>
        </Card>
        <RecordCard title={label('userEvents')}>
          <UserEvents user={user} />
        </RecordCard>
      </Box>
    </>
  );
}
