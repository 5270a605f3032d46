/**
 * A host's account and registration with the e-mail searched, for information only: they are the
 * host's own data, served from their account ('Excluir conta', 'Exportar meus dados').
 */
import type { TAdminPersonalDataResponse } from '@celebra/shared/api';
import { formatDateTime, preRegistrationPaymentStatusLabel } from '@celebra/shared/format';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';
const when = (iso: string) => formatDateTime(iso, { timeZone: PLATFORM_TIME_ZONE });

export function HostRecords({ data }: { data: TAdminPersonalDataResponse }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('celebra.personalData.hostInfo')}
        </Typography>
        {data.hostAccounts.length > 0 ? (
          <>
            <Typography variant="subtitle2" component="h2">
              {translate('celebra.personalData.hostAccounts')}
            </Typography>
            {data.hostAccounts.map((account) => (
              <Typography key={account.id} variant="body2">
                #{account.id} · {account.firstName} {account.lastName} · {account.email} ·{' '}
                {account.phoneNumber} · {when(account.createdAt)}
              </Typography>
            ))}
          </>
        ) : null}
        {data.preRegistrations.length > 0 ? (
          <>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
              {translate('celebra.personalData.preRegistrations')}
            </Typography>
            {data.preRegistrations.map((request) => (
              <Typography key={request.id} variant="body2">
                #{request.id} · {request.firstName} {request.lastName} · {request.email} ·{' '}
                {preRegistrationPaymentStatusLabel(request.paymentStatus)} · {when(request.createdAt)}
              </Typography>
            ))}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
