import { formatBRL } from '@celebra/shared/format';
import { negativeBalanceMessage } from '@celebra/shared/messages';
import type { THostBalance } from '@celebra/shared/models';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatReleaseDay } from '../format-release-day';
import { PAYOUT_DESTINATION_ANCHOR } from './PayoutDestinationSection';

type Props = {
  totals: THostBalance | undefined;
  /** Totals loading or a request on its way: the button waits. */
  busy: boolean;
  onRequestPayout: () => void;
  /**
   * False when the host has saved no payout destination: the request would be refused, so the
   * button waits and says where to fill it in. Undefined while it loads (or when it failed: the
   * server then still answers the request with its reason).
   */
  hasDestination: boolean | undefined;
};

/** How many of the next release days the balance lists. */
const RELEASES_SHOWN = 3;

function Amount({ value }: { value: number | undefined }) {
  if (value === undefined) return <Skeleton width={100} />;
  return formatBRL(value);
}

/**
 * The balance: 'Disponível' with the payout request, received and transferred. Money of approved
 * gifts still in the platform's holding period is 'A liberar': part of what was received, not yet
 * available, shown with its next release days ('R$ 300,00 a liberar em 03/12').
 * A pending payout shows its amount in place of the button; a balance below zero (a refund of money
 * already paid out) says so under 'Disponível'. The gifts the couple receive at home are apart:
 * 'Reservado para entregas' (not yet bought) and what was used to buy them; with them the cards
 * add up to 'Total recebido'.
 */
export function BalanceCards({ totals, busy, onRequestPayout, hasDestination }: Props) {
  const needsDestination = hasDestination === false;
  const pending = totals?.totalPending ?? 0;
  const available = totals?.totalAvailable ?? 0;
  return (
    // minmax(0, …): a column no wider than its share, whatever an amount's width (a plain 1fr
    // grows to its content and pushed the page sideways at 320 px).
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))',
        },
      }}
    >
      <Paper
        sx={{
          p: 2,
          gridColumn: { xs: '1 / -1', md: 'auto' },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography variant="body2">Disponível</Typography>
        <Typography sx={{ fontSize: 30, fontWeight: 800 }} aria-label="Valor disponível">
          <Amount value={totals?.totalAvailable} />
        </Typography>
        {totals && totals.totalHeld > 0 && (
          <Box component="section" aria-label="A liberar" sx={{ mt: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>A liberar: {formatBRL(totals.totalHeld)}</Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {totals.releases.slice(0, RELEASES_SHOWN).map((release) => (
                <Typography component="li" variant="body2" key={release.date}>
                  {formatBRL(release.amount)} a liberar em {formatReleaseDay(release.date)}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
        {totals?.negativeBalance !== undefined && (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }} role="alert">
            {negativeBalanceMessage(totals.negativeBalance)}
          </Typography>
        )}
        {pending > 0 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }} role="status">
            <HourglassTopIcon fontSize="small" />
            <Typography>Repasse pendente: {formatBRL(pending)}</Typography>
          </Box>
        ) : (
          <Button
            variant="contained"
            color="inherit"
            sx={{ mt: 1, color: 'primary.main', bgcolor: '#fff' }}
            onClick={onRequestPayout}
            disabled={busy || available <= 0 || needsDestination}
            aria-describedby={needsDestination ? 'payout-needs-destination' : undefined}
          >
            Solicitar repasse
          </Button>
        )}
        {pending <= 0 && needsDestination && (
          <Typography id="payout-needs-destination" variant="body2" sx={{ mt: 1 }}>
            Cadastre os dados para repasse antes de solicitar.{' '}
            <Link href={`#${PAYOUT_DESTINATION_ANCHOR}`} color="inherit" sx={{ fontWeight: 800 }}>
              Cadastrar dados para repasse
            </Link>
          </Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          Total recebido
        </Typography>
        <Typography sx={{ fontSize: { xs: 18, sm: 22 }, fontWeight: 800, overflowWrap: 'anywhere' }}>
          <Amount value={totals?.totalReceived} />
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Presentes aprovados, menos reembolsos
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          Transferido
        </Typography>
        <Typography sx={{ fontSize: { xs: 18, sm: 22 }, fontWeight: 800, overflowWrap: 'anywhere' }}>
          <Amount value={totals?.totalTransferred} />
        </Typography>
      </Paper>
      {/* The gifts to be delivered: received, never available (their share buys the gift). */}
      {totals && (totals.totalReserved > 0 || totals.totalBought > 0) && (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Reservado para entregas"
          sx={{ p: { xs: 1.5, sm: 2 }, gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          <Typography variant="body2" color="text.secondary">
            Reservado para entregas
          </Typography>
          <Typography
            sx={{ fontSize: { xs: 18, sm: 22 }, fontWeight: 800, overflowWrap: 'anywhere' }}
            aria-label="Valor reservado para entregas"
          >
            {formatBRL(totals.totalReserved)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Presentes a comprar para entregar em casa; não entram no disponível.
          </Typography>
          {totals.totalBought > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Usado em presentes já comprados: {formatBRL(totals.totalBought)}
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
