import { ADMIN_DELIVERIES_UNSENT } from '@celebra/shared/api';
import type { TAdminDashboardTotals } from '@celebra/shared/models';
import { useErrorAlert } from '@celebra/ui/alert';
/**
 * /, 'Painel Administrativo': the three counters, the negative balances card, the deliveries due
 * this week and the 'Central de Controle' cards, with 'Sair'.
 */

import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { PageHeader } from '../common/PageHeader';
import { SCREEN_LOAD } from '../common/query-options';
import { filteredListPath } from '../common/record-paths';
import { thisWeekInSaoPaulo } from '../deliveries/delivery-dates';
import { SECTIONS } from '../layout/sections';
import { signedBRL } from '../payouts/PayoutCover';
import { useCelebra } from '../providers/use-celebra';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
} as const;

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card sx={{ borderTop: 4, borderColor: 'primary.main' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
          {value ?? <Skeleton width={60} />}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * 'Saldos negativos': how many events are below zero and by how much in all, opening their list;
 * red while there is any.
 */
function NegativeBalancesCard({ totals }: { totals: TAdminDashboardTotals | undefined }) {
  const translate = useTranslate();
  const negative = totals?.negativeBalances;
  const color = negative && negative.count > 0 ? 'error.main' : 'primary.main';
  return (
    <Card sx={{ borderTop: 4, borderColor: color }}>
      <CardActionArea component={Link} to="/negative-balances" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {translate('celebra.dashboard.negativeBalances')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
            {negative ? negative.count : <Skeleton width={60} />}
          </Typography>
          {negative ? (
            <Typography variant="body2" sx={{ color }}>
              {translate('celebra.dashboard.negativeBalancesTotal', { total: signedBRL(negative.total) })}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * 'Entregas desta semana': the lines 'A comprar' or 'Comprado' due this week (São Paulo), opening
 * 'Entregas' on those same lines (the list's 'A comprar ou comprado', this week's window).
 */
function DeliveriesDueCard({ totals }: { totals: TAdminDashboardTotals | undefined }) {
  const translate = useTranslate();
  const week = thisWeekInSaoPaulo();
  const due = totals?.deliveriesDueThisWeek;
  return (
    <Card sx={{ borderTop: 4, borderColor: due ? 'warning.main' : 'primary.main' }}>
      <CardActionArea
        component={Link}
        to={filteredListPath('deliveries', {
          status: ADMIN_DELIVERIES_UNSENT,
          dueFrom: week.from,
          dueTo: week.to,
        })}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {translate('celebra.deliveries.dueWeek')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
            {due ?? <Skeleton width={60} />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('celebra.deliveries.dueWeekHint')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ControlCard({
  label,
  icon,
  ...target
}: { label: string; icon: ReactNode } & Record<string, unknown>) {
  return (
    <Card>
      <CardActionArea
        {...target}
        sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1, color: 'primary.main' }}
      >
        {icon}
        <Typography variant="subtitle1" component="span" color="text.primary" align="center">
          {label}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

export function Dashboard() {
  const translate = useTranslate();
  const logout = useLogout();
  const celebra = useCelebra();
  const { showError } = useAlerts();
  const { data: totals, error } = useQuery({
    queryKey: ['celebra', 'dashboard'],
    queryFn: () => celebra.getDashboard(),
    ...SCREEN_LOAD,
  });
  useErrorAlert(error, (failure) => showError(failure));

  return (
    <>
      <PageHeader title="celebra.dashboard.title" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
          mb: 4,
        }}
      >
        <Counter label={translate('celebra.dashboard.activeEvents')} value={totals?.events} />
        <Counter label={translate('celebra.dashboard.activeGifts')} value={totals?.gifts} />
        <Counter label={translate('celebra.dashboard.pendingPayouts')} value={totals?.pendingPayouts} />
        <NegativeBalancesCard totals={totals} />
        <DeliveriesDueCard totals={totals} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('celebra.dashboard.controlCenter')}
      </Typography>
      <Box sx={grid}>
        {SECTIONS.map(({ to, label, icon }) => (
          <ControlCard key={to} label={translate(label)} icon={icon} component={Link} to={to} />
        ))}
        <ControlCard
          label={translate('celebra.dashboard.logout')}
          icon={<LogoutIcon />}
          onClick={() => logout()}
        />
      </Box>
    </>
  );
}
