/**
 * The transactions' search, always in view: 'Buscar' (part of the guest's e-mail or name, or the
 * provider's payment id exactly) and 'ID do evento', applied on Enter or 'Aplicar' and kept in the
 * address. An operator looking for a payment does not know its status: a search or an event shows
 * every status ('Todos') until another one is chosen.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function TransactionSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = { search: text(filterValues?.search), eventId: text(filterValues?.eventId) };
  const [search, setSearch] = useState(applied.search);
  const [eventId, setEventId] = useState(applied.eventId);

  // The address may change the filter under the fields (back, a link): they follow it.
  useEffect(() => setSearch(applied.search), [applied.search]);
  useEffect(() => setEventId(applied.eventId), [applied.eventId]);

  const apply = (next: { search: string; eventId: string }) => {
    const { search: _search, eventId: _eventId, ...others } = filterValues ?? {};
    const narrowed = next.search.trim() !== '' || next.eventId.trim() !== '';
    const wasNarrowed = applied.search !== '' || applied.eventId !== '';
    setFilters(
      {
        ...others,
        ...(narrowed && !wasNarrowed ? { status: 'ALL' } : {}),
        ...(next.search.trim() ? { search: next.search.trim() } : {}),
        ...(next.eventId.trim() ? { eventId: next.eventId.trim() } : {}),
      },
      {},
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search, eventId });
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mx: 2, mt: 2 }}
    >
      <TextField
        type="search"
        name="search"
        size="small"
        label={translate('celebra.records.search')}
        helperText={translate('celebra.records.searchHelper')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ width: { xs: '100%', sm: 360 } }}
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
      <TextField
        name="eventId"
        size="small"
        label={translate('celebra.records.eventId')}
        value={eventId}
        onChange={(event) => setEventId(event.target.value.replace(/\D/g, ''))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: { xs: '100%', sm: 160 } }}
      />
      <Button type="submit" variant="contained">
        {translate('celebra.records.apply')}
      </Button>
      {applied.search || applied.eventId ? (
        <Button
          onClick={() => {
            setSearch('');
            setEventId('');
            apply({ search: '', eventId: '' });
          }}
        >
          {translate('celebra.records.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
