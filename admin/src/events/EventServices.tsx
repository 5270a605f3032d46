/** /events/{id}/services: contracted, pending-payment and default services in collapsible sections. */
import { formatBRL, formatDateTime, serviceTypeLabel } from '@celebra/shared/format';
import type { TContractedService, TPendingService, TService } from '@celebra/shared/models';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useGetManyReference, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { LocalTable } from '../common/LocalTable';
import { PageHeader } from '../common/PageHeader';
import { RowMenu } from '../common/RowMenu';
import { Col } from '../common/Table';

function useEventRows<T extends RaRecord>(resource: string, eventId: number) {
  const translate = useTranslate();
  const { showError } = useAlerts();
  return useGetManyReference<T>(
    resource,
    { target: 'eventId', id: eventId },
    { onError: (error) => showError(error, translate('celebra.errors.fetchServices')) },
  );
}

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Accordion defaultExpanded disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {count === undefined ? title : `${title} (${count})`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}

const editService = (serviceId: number) => (
  <RowMenu actions={[{ label: 'celebra.services.open', icon: <EditIcon />, to: `/services/${serviceId}` }]} />
);

export function EventServices() {
  const translate = useTranslate();
  const eventId = Number(useParams().id);
  const contracted = useEventRows<TContractedService>('event-contracted-services', eventId);
  const pending = useEventRows<TPendingService>('event-pending-services', eventId);
  const defaults = useEventRows<TService>('event-default-services', eventId);
  const fields = 'resources.services.fields';

  return (
    <>
      <PageHeader title={translate('celebra.eventServices.title', { id: eventId })} />
      <Section title={translate('celebra.eventServices.contracted')} count={contracted.data?.length}>
        <LocalTable data={contracted.data} isPending={contracted.isPending}>
          <Col<TContractedService> source="name" label={`${fields}.name`} />
          <Col<TContractedService> label={`${fields}.price`} render={(row) => formatBRL(row.price)} />
          <Col<TContractedService> label={`${fields}.type`} render={(row) => serviceTypeLabel(row.type)} />
          <Col<TContractedService> source="quantity" label={`${fields}.quantity`} />
          <Col<TContractedService>
            label="celebra.table.actions"
            render={(row) => editService(row.serviceId)}
          />
        </LocalTable>
      </Section>
      <Section title={translate('celebra.eventServices.pending')} count={pending.data?.length}>
        <LocalTable data={pending.data} isPending={pending.isPending}>
          <Col<TPendingService> source="name" label={`${fields}.name`} />
          <Col<TPendingService> label={`${fields}.price`} render={(row) => formatBRL(row.price)} />
          <Col<TPendingService> label={`${fields}.type`} render={(row) => serviceTypeLabel(row.type)} />
          <Col<TPendingService>
            label="celebra.eventServices.status"
            render={() => (
              <Chip size="small" color="warning" label={translate('celebra.eventServices.pendingStatus')} />
            )}
          />
          <Col<TPendingService>
            label="celebra.eventServices.expiration"
            render={(row) => formatDateTime(row.expirationAt)}
          />
          <Col<TPendingService> label="celebra.table.actions" render={(row) => editService(row.serviceId)} />
        </LocalTable>
      </Section>
      <Section title={translate('celebra.eventServices.defaults')} count={defaults.data?.length}>
        <LocalTable data={defaults.data} isPending={defaults.isPending}>
          <Col<TService> source="name" label={`${fields}.name`} />
          <Col<TService> label={`${fields}.type`} render={(row) => serviceTypeLabel(row.type)} />
          <Col<TService> label="celebra.table.actions" render={(row) => editService(row.id)} />
        </LocalTable>
      </Section>
    </>
  );
}
