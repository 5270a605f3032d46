import { apiRoutes } from '@celebra/shared/api';
import { formatBRL, formatDateTime } from '@celebra/shared/format';
import type { TPendingService } from '@celebra/shared/models';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { api } from '../../common/api';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { openInNewTab } from '../../common/open-in-new-tab';
import { useHostEvent } from '../../common/session';
import { ServiceCard } from './components/ServiceCard';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

type PendingProps = { pending: TPendingService; busy: boolean; onNewLink: () => void };

/** A purchase started but not paid: its deadline, and the way back to its checkout. */
function PendingPayment({ pending, busy, onNewLink }: PendingProps) {
  return (
    <>
      <Typography variant="body2" color="warning.main">
        Pagamento pendente até {formatDateTime(pending.expirationAt)}
      </Typography>
      {pending.paymentLink ? (
        <Button
          variant="contained"
          color="warning"
          href={pending.paymentLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          Continuar Pagamento
        </Button>
      ) : (
        // No checkout kept for it: a new one is asked for, as COMPRAR would.
        <Button variant="contained" color="warning" onClick={onNewLink} loading={busy}>
          Continuar Pagamento
        </Button>
      )}
    </>
  );
}

/** The service package: free services, contracted ones, and the turbo offers to buy. */
export function ServicePackagePage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const queryClient = useQueryClient();
  const queryKey = ['servicePackage', id];
  const { data, error, isLoading } = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const [services, pending] = await Promise.all([
        api.call(apiRoutes.usersListEventServices, { params: { eventId: id }, signal }),
        api.call(apiRoutes.usersListPendingPaymentServices, { params: { eventId: id }, signal }),
      ]);
      return { ...services.services, pending: pending.pendingServices };
    },
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao buscar serviços.'));
  const [buying, setBuying] = useState<number | null>(null);

  const buy = async (serviceId: number) => {
    setBuying(serviceId);
    try {
      await openInNewTab(async () => {
        const answer = await api.call(apiRoutes.usersPurchaseService, {
          body: { serviceId, eventId: id },
        });
        return answer.paymentLink;
      });
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      alert.error(error, 'Erro ao iniciar o pagamento do serviço.');
    } finally {
      setBuying(null);
    }
  };

  if (isLoading) {
    return (
      <Page title="Pacote de Serviços">
        <LoadingView />
      </Page>
    );
  }
  const pendingOf = (serviceId: number) => data?.pending.find((pending) => pending.serviceId === serviceId);
  const otherPending =
    data?.pending.filter((pending) => !data.turbo.some((service) => service.id === pending.serviceId)) ?? [];

  return (
    <Page title="Pacote de Serviços" subtitle="O que o seu site já tem e o que você pode acrescentar.">
      {data && (
        <Stack spacing={4}>
          {data.default.length > 0 && (
            <Section title="Incluídos no seu pacote">
              {data.default.map((service) => (
                <ServiceCard key={service.id} name={service.name} description={service.description}>
                  <Chip label="Gratuito" color="success" variant="outlined" />
                </ServiceCard>
              ))}
            </Section>
          )}
          {data.contracted.length > 0 && (
            <Section title="Contratados">
              {data.contracted.map((service) => (
                <ServiceCard key={service.id} name={service.name} description={service.description}>
                  <Chip label="Contratado" color="primary" />
                </ServiceCard>
              ))}
            </Section>
          )}
          {data.turbo.length > 0 && (
            <Section title="Serviços turbo">
              {data.turbo.map((service) => {
                const pending = pendingOf(service.id);
                return (
                  <ServiceCard key={service.id} name={service.name} description={service.description}>
                    {pending ? (
                      <PendingPayment
                        pending={pending}
                        busy={buying === service.id}
                        onNewLink={() => buy(service.id)}
                      />
                    ) : (
                      <>
                        <Typography sx={{ fontWeight: 800, fontSize: 20 }}>
                          {formatBRL(service.price)}
                        </Typography>
                        <Button
                          variant="contained"
                          onClick={() => buy(service.id)}
                          loading={buying === service.id}
                          disabled={buying !== null}
                        >
                          COMPRAR
                        </Button>
                      </>
                    )}
                  </ServiceCard>
                );
              })}
            </Section>
          )}
          {otherPending.length > 0 && (
            <Section title="Pagamentos pendentes">
              {otherPending.map((pending) => (
                <ServiceCard key={pending.id} name={pending.name} description={pending.description}>
                  <PendingPayment
                    pending={pending}
                    busy={buying === pending.serviceId}
                    onNewLink={() => buy(pending.serviceId)}
                  />
                </ServiceCard>
              ))}
            </Section>
          )}
        </Stack>
      )}
    </Page>
  );
}
