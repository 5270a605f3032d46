/**
 * /gifts: one expandable section per event type (image, name, INATIVO badge), a tab per event
 * category, and its gifts in the shared table; edit, or add a gift to an event. 'Buscar presente'
 * narrows the gifts by name (the API sends the catalogue whole, so the search is done here) and is
 * kept in the address (`?q=`), like the other lists' filters.
 */
import { activeLabel, formatBRL } from '@celebra/shared/format';
import type { TGift, TGiftCategory } from '@celebra/shared/models';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import SearchIcon from '@mui/icons-material/Search';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Avatar,
  Box,
  Button,
  InputAdornment,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { ListContextProvider, useGetList, useList, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { EmptyTable } from '../common/EmptyTable';
import { InactiveBadge } from '../common/InactiveBadge';
import { csvExporter, ListExportButton } from '../common/ListExportButton';
import { ListLoading } from '../common/ListLoading';
import { ListTotal } from '../common/ListTotal';
import { LocalTable } from '../common/LocalTable';
import type { CsvColumn } from '../common/list-csv';
import { csvAmount } from '../common/list-csv';
import { GIFT_SEARCH_TEXT } from '../common/list-texts';
import { PageHeader } from '../common/PageHeader';
import { RowMenu } from '../common/RowMenu';
import { Col } from '../common/Table';
import { matchesSearch } from '../common/text-search';
import { LinkGiftModal } from './LinkGiftModal';

/** The catalogue narrowed to the gifts whose name holds the search: types and categories without one are left out. */
function searched(types: TGiftCategory[], search: string): TGiftCategory[] {
  if (search.trim() === '') return types;
  return types
    .map((type) => ({
      ...type,
      eventCategories: type.eventCategories
        .map((category) => ({
          ...category,
          gifts: category.gifts.filter((gift) => matchesSearch(gift.name, search)),
        }))
        .filter((category) => category.gifts.length > 0),
    }))
    .filter((type) => type.eventCategories.length > 0);
}

/** A catalogue gift with where it is filed, one row of the catalogue's CSV. */
type CatalogueRow = TGift & { typeName: string; categoryName: string };

const GIFT_CSV: CsvColumn<CatalogueRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Nome', value: (row) => row.name },
  { header: 'Tipo de evento', value: (row) => row.typeName },
  { header: 'Categoria', value: (row) => row.categoryName },
  { header: 'Preço (R$)', value: (row) => csvAmount(row.price) },
  { header: 'Preço final (R$)', value: (row) => csvAmount(row.pricePercentage) },
  { header: 'Status', value: (row) => activeLabel(row.active) },
];

const catalogueRows = (types: TGiftCategory[]): CatalogueRow[] =>
  types.flatMap((type) =>
    type.eventCategories.flatMap((category) =>
      category.gifts.map((gift) => ({ ...gift, typeName: type.name, categoryName: category.name })),
    ),
  );

/**
 * The catalogue (as the search narrows it) as one list: how many gifts, and react-admin's export
 * of them with where each is filed. The API sends the catalogue whole, so the rows are here.
 */
function CatalogueExport({ types, isPending }: { types: TGiftCategory[]; isPending: boolean }) {
  const data = useMemo(() => catalogueRows(types), [types]);
  const list = useList<CatalogueRow>({
    data,
    isPending,
    perPage: Math.max(data.length, 1),
    exporter: csvExporter(GIFT_CSV, 'presentes'),
  });
  return (
    <ListContextProvider value={list}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <ListTotal />
        <ListExportButton />
      </Box>
    </ListContextProvider>
  );
}

function TypeSection({
  type,
  expanded,
  onLink,
}: {
  type: TGiftCategory;
  /** Open from the start (a search shows where its gifts are). */
  expanded: boolean;
  onLink: (gift: TGift) => void;
}) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const category = type.eventCategories[tab];
  const fields = 'resources.gifts.fields';
  return (
    <Accordion disableGutters defaultExpanded={expanded}>
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
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const { data, isPending } = useGetList<TGiftCategory>(
    'gift-categories',
    {},
    { onError: (error) => showError(error, translate('celebra.errors.fetchGiftCategories')) },
  );
  const types = useMemo(() => searched(data ?? [], search), [data, search]);
  const isSearching = search.trim() !== '';
  const changeSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete('q');
        else next.set('q', value);
        return next;
      },
      { replace: true },
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
      <TextField
        type="search"
        label={GIFT_SEARCH_TEXT}
        value={search}
        onChange={(event) => changeSearch(event.target.value)}
        size="small"
        sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <CatalogueExport types={types} isPending={isPending} />
      {isPending ? (
        <ListLoading />
      ) : types.length ? (
        types.map((type) => (
          // A new search remounts the sections: open, on their first category with a match.
          <TypeSection
            key={`${type.id}-${isSearching ? search : ''}`}
            type={type}
            expanded={isSearching}
            onLink={setLinking}
          />
        ))
      ) : (
        <EmptyTable />
      )}
      {linking ? <LinkGiftModal gift={linking} onClose={() => setLinking(null)} /> : null}
    </>
  );
}
