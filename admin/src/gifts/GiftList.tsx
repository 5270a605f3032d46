/**
 * /gifts: one expandable section per event type (image, name, INATIVO badge), a tab per event
 * category, and its gifts in the shared table; edit, or add a gift to an event.
 */
import { formatBRL } from '@celebra/shared/format';
import type { TGift, TGiftCategory } from '@celebra/shared/models';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Avatar,
  Box,
  Button,
  CircularProgress,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { EmptyTable } from '../common/EmptyTable';
import { InactiveBadge } from '../common/InactiveBadge';
import { LocalTable } from '../common/LocalTable';
import { PageHeader } from '../common/PageHeader';
import { RowMenu } from '../common/RowMenu';
import { Col } from '../common/Table';
import { LinkGiftModal } from './LinkGiftModal';

function TypeSection({ type, onLink }: { type: TGiftCategory; onLink: (gift: TGift) => void }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const category = type.eventCategories[tab];
  const fields = 'resources.gifts.fields';
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar variant="rounded" src={type.imageUrl ?? undefined} alt={type.name} />
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {type.name}
          </Typography>
          {type.active ? null : <InactiveBadge />}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        {type.eventCategories.length === 0 ? (
          <EmptyTable />
        ) : (
          <>
            <Tabs
              value={tab}
              onChange={(_e, value: number) => setTab(value)}
              variant="scrollable"
              sx={{ px: 2 }}
            >
              {type.eventCategories.map((each) => (
                <Tab key={each.id} label={each.name} />
              ))}
            </Tabs>
            <LocalTable data={category?.gifts} isPending={false}>
              <Col<TGift> source="id" label={`${fields}.id`} />
              <Col<TGift>
                label={`${fields}.name`}
                render={(gift) => (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {gift.name}
                    {gift.active ? null : <InactiveBadge />}
                  </Box>
                )}
              />
              <Col<TGift> label={`${fields}.price`} render={(gift) => formatBRL(gift.price)} />
              <Col<TGift>
                label={`${fields}.pricePercentage`}
                render={(gift) => formatBRL(gift.pricePercentage)}
              />
              <Col<TGift>
                label={translate('celebra.table.actions')}
                render={(gift) => (
                  <RowMenu
                    actions={[
                      { label: 'ra.action.edit', icon: <EditIcon />, to: `/gifts/${gift.id}` },
                      { label: 'celebra.gifts.linkToEvent', icon: <LinkIcon />, onClick: () => onLink(gift) },
                    ]}
                  />
                )}
              />
            </LocalTable>
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

export function GiftList() {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const [linking, setLinking] = useState<TGift | null>(null);
  const { data, isPending } = useGetList<TGiftCategory>(
    'gift-categories',
    {},
    { onError: (error) => showError(error, translate('celebra.errors.fetchGiftCategories')) },
  );

  return (
    <>
      <PageHeader
        title="resources.gifts.name"
        actions={
          <Button component={Link} to="/gifts/create" variant="contained" startIcon={<AddIcon />}>
            {translate('celebra.gifts.new')}
          </Button>
        }
      />
      {isPending ? (
        <CircularProgress />
      ) : data?.length ? (
        data.map((type) => <TypeSection key={type.id} type={type} onLink={setLinking} />)
      ) : (
        <EmptyTable />
      )}
      {linking ? <LinkGiftModal gift={linking} onClose={() => setLinking(null)} /> : null}
    </>
  );
}
