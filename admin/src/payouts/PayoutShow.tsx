/**
 * /payouts/:id/show, a payout's record (from a list row or a shared link): the host and the event
 * (links to their pages), the amounts, where it goes (the Pix key whole only while it is to be
 * paid, the document always masked: the server's masking), its history with who and why, the
 * transfer's proof, what the host has to cover it now while it is pending, the same actions as
 * the list, and the audit log's rows of this payout (linking to the log filtered on it).
 */
import type { TAdminClosePayoutBody, TAuditLogEntry } from '@celebra/shared/api';
import { formatBRL, formatDate, formatDateTime, payoutStatusLabel } from '@celebra/shared/format';
import { auditActionLabel } from '@celebra/shared/messages';
import type { TPayout, TPayoutRecord } from '@celebra/shared/models';
import { Box, Card, CardContent, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useGetList, useShowController, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { PageHeader } from '../common/PageHeader';
import { ClosePayoutModal } from './ClosePayoutModal';
import { ConcludePayoutModal } from './ConcludePayoutModal';
import { PayoutCover } from './PayoutCover';
import { PayoutDestinationDetails } from './PayoutDestinationDetails';
import { PendingPayoutActions } from './PayoutList';

const fields = 'resources.payouts.fields';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** The audit log filtered on this payout: the address the log's list reads its filter from. */
const auditLogPath = (id: number) =>
  `/audit-log?filter=${encodeURIComponent(JSON.stringify({ entityType: 'payout', entityId: String(id) }))}`;

function PayoutAudit({ id }: { id: number }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<TAuditLogEntry>('audit-log', {
    filter: { entityType: 'payout', entityId: String(id) },
    pagination: { page: 1, perPage: 20 },
  });
  return (
    <Box component="section" aria-label={translate('celebra.payouts.audit')}>
      <Typography variant="h6" component="h2">
        {translate('celebra.payouts.audit')}
      </Typography>
      {isPending ? <CircularProgress size={20} /> : null}
      {!isPending && (data ?? []).length === 0 ? (
        <Typography variant="body2">{translate('celebra.payouts.auditEmpty')}</Typography>
      ) : null}
      <Box component="ul" sx={{ pl: 2, my: 1 }}>
        {(data ?? []).map((entry) => (
          <li key={entry.id}>
            <Typography variant="body2">
              {formatDateTime(entry.createdAt)} — {auditActionLabel(entry.action)} — {entry.actorLabel}
            </Typography>
          </li>
        ))}
      </Box>
      <MuiLink component={Link} to={auditLogPath(id)}>
        {translate('celebra.payouts.auditOpen')}
      </MuiLink>
    </Box>
  );
}

const isRecordPage = (payout: TPayout | TPayoutRecord): payout is TPayoutRecord => 'history' in payout;

export function PayoutShow() {
  const translate = useTranslate();
  const { record, isPending, error } = useShowController<TPayout | TPayoutRecord>();
  const [concluding, setConcluding] = useState(false);
  const [closing, setClosing] = useState<TAdminClosePayoutBody['status'] | null>(null);
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (error || !record) {
    return <Typography role="alert">{translate('celebra.payouts.notFound')}</Typography>;
  }
  // Opened from the list, the list's row is the record's first answer (react-admin keeps each
  // listed row as its record) until the record page's own answer comes with the history.
  if (!isRecordPage(record)) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const eventPayouts = `/payouts?filter=${encodeURIComponent(
    JSON.stringify({ eventId: String(record.eventId), status: record.status }),
  )}`;
  return (
    <>
      <PageHeader title={translate('celebra.payouts.recordTitle', { id: record.id })} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Field label={translate(`${fields}.status`)}>{payoutStatusLabel(record.status)}</Field>
          <Field label={translate('celebra.payouts.host')}>
            <MuiLink component={Link} to={`/users/${record.userId}/show`}>
              {`${record.user.firstName} ${record.user.lastName}`}
            </MuiLink>
          </Field>
          <Field label={translate(`${fields}.event`)}>
            <MuiLink component={Link} to={`/events/${record.eventId}`}>
              {record.event.title}
            </MuiLink>{' '}
            (
            <MuiLink component={Link} to={eventPayouts}>
              {translate('celebra.payouts.eventPayouts')}
            </MuiLink>
            )
          </Field>
          <Field label={translate(`${fields}.requestedAmount`)}>{formatBRL(record.requestedAmount)}</Field>
          <Field label={translate(`${fields}.paidAmount`)}>
            {record.paidAmount === null ? '—' : formatBRL(record.paidAmount)}
          </Field>
          <Field label={translate(`${fields}.createdAt`)}>{formatDate(record.createdAt)}</Field>
          {record.status === 'PAID' ? (
            <>
              <Field label={translate(`${fields}.concludedAt`)}>
                {record.concludedAt ? formatDate(record.concludedAt) : '—'}
              </Field>
              <Field label={translate(`${fields}.concludedBy`)}>{record.concludedBy?.name ?? '—'}</Field>
              <Field label={translate(`${fields}.endToEndId`)}>{record.endToEndId ?? '—'}</Field>
            </>
          ) : null}
          {record.shortfallReason ? (
            <Field label={translate('celebra.payouts.shortfallReason')}>{record.shortfallReason}</Field>
          ) : null}
          {record.balanceOverrideReason ? (
            <Field label={translate('celebra.payouts.balanceOverrideReason')}>
              {record.balanceOverrideReason}
            </Field>
          ) : null}
          {record.closingReason ? (
            <Field label={translate('celebra.payouts.closingReason')}>{record.closingReason}</Field>
          ) : null}
          <Field label={translate(`${fields}.destination`)}>
            <PayoutDestinationDetails destination={record.destination} />
          </Field>
        </CardContent>
      </Card>
      {record.cover ? (
        <Card sx={{ mt: 2 }}>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <PayoutCover cover={record.cover} />
            <PendingPayoutActions
              payout={record}
              onConclude={() => setConcluding(true)}
              onClose={(status) => setClosing(status)}
            />
          </CardContent>
        </Card>
      ) : null}
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box component="section" aria-label={translate('celebra.payouts.history')}>
            <Typography variant="h6" component="h2">
              {translate('celebra.payouts.history')}
            </Typography>
            <Box component="ol" sx={{ pl: 2, my: 1 }}>
              {record.history.map((step) => (
                <li key={`${step.status}-${step.at}`}>
                  <Typography variant="body2">
                    {translate('celebra.payouts.historyStep', {
                      status: payoutStatusLabel(step.status),
                      date: formatDateTime(step.at),
                    })}
                    {step.by ? ` ${translate('celebra.payouts.historyBy', { name: step.by })}` : ''}
                    {step.reason ? ` — ${step.reason}` : ''}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
          <PayoutAudit id={record.id} />
        </CardContent>
      </Card>
      {concluding ? <ConcludePayoutModal payout={record} onClose={() => setConcluding(false)} /> : null}
      {closing ? (
        <ClosePayoutModal payout={record} status={closing} onClose={() => setClosing(null)} />
      ) : null}
    </>
  );
}
