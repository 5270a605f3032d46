/** One event where the person left something: their confirmations, messages and purchases. */
import type { TPersonalDataEvent } from '@celebra/shared/api';
import { buyerNameLabel, formatBRL, formatDateTime, transactionStatusLabel } from '@celebra/shared/format';
import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { legalVersionPath } from '../legal-versions/legal-version-path';

const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';
const when = (iso: string) => formatDateTime(iso, { timeZone: PLATFORM_TIME_ZONE });

type Consent = { consentVersion: number | null; consentedAt: string | null; erasedAt: string | null };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value}
    </Typography>
  );
}

/** The consent given with the form, and the erasure if it was done. */
function ConsentLines({ row }: { row: Consent }) {
  const translate = useTranslate();
  return (
    <>
      <Line
        label={translate('celebra.personalData.consent')}
        value={
          row.consentVersion !== null && row.consentedAt ? (
            // The texts the person accepted, as they read them.
            <Link component={RouterLink} to={legalVersionPath(row.consentVersion)}>
              {translate('celebra.personalData.consentGiven', {
                version: row.consentVersion,
                date: when(row.consentedAt),
              })}
            </Link>
          ) : (
            translate('celebra.personalData.consentMissing')
          )
        }
      />
      {row.erasedAt ? (
        <Chip size="small" label={translate('celebra.personalData.erased', { date: when(row.erasedAt) })} />
      ) : null}
    </>
  );
}

export function PersonEventCard({ event }: { event: TPersonalDataEvent }) {
  const translate = useTranslate();
  const attendance = (attending: boolean | null) =>
    translate(
      attending === null
        ? 'celebra.personalData.noAnswer'
        : attending
          ? 'celebra.personalData.attending'
          : 'celebra.personalData.notAttending',
    );
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {event.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          /{event.slug}
        </Typography>

        {event.guests.length > 0 ? (
          <Group title={translate('celebra.personalData.guests')}>
            {event.guests.map((guest) => (
              <Box key={guest.id}>
                <Typography variant="body1">
                  {`${guest.firstName} ${guest.lastName}`.trim()} · {attendance(guest.attending)}
                </Typography>
                <Line label={translate('celebra.personalData.email')} value={guest.email || '—'} />
                <Line label={translate('celebra.personalData.phone')} value={guest.phoneNumber || '—'} />
                {guest.message ? (
                  <Line label={translate('celebra.personalData.messages')} value={guest.message} />
                ) : null}
                {guest.companions.length > 0 ? (
                  <Line
                    label={translate('celebra.personalData.companions')}
                    value={guest.companions.map((c) => `${c.name || '—'} (${c.age})`).join(', ')}
                  />
                ) : null}
                {guest.answers.map((answer) => (
                  <Line key={answer.question} label={answer.question} value={answer.answer} />
                ))}
                <ConsentLines row={guest} />
              </Box>
            ))}
          </Group>
        ) : null}

        {event.messages.length > 0 ? (
          <Group title={translate('celebra.personalData.messages')}>
            {event.messages.map((message) => (
              <Box key={message.id}>
                <Typography variant="body1">
                  {`${message.firstName} ${message.lastName}`.trim() || '—'} · {when(message.createdAt)}
                </Typography>
                <Typography variant="body2">{message.message}</Typography>
                <ConsentLines row={message} />
              </Box>
            ))}
          </Group>
        ) : null}

        {event.purchases.length > 0 ? (
          <Group title={translate('celebra.personalData.purchases')}>
            {event.purchases.map((purchase) => (
              <Box key={purchase.id}>
                <Typography variant="body1">
                  {buyerNameLabel(purchase.guestName)} · {formatBRL(purchase.totalPrice)} ·{' '}
                  {transactionStatusLabel(purchase.status)} · {when(purchase.createdAt)}
                </Typography>
                {purchase.guestMessage ? (
                  <Typography variant="body2">{purchase.guestMessage}</Typography>
                ) : null}
                <ConsentLines row={purchase} />
              </Box>
            ))}
          </Group>
        ) : null}
      </CardContent>
    </Card>
  );
}
