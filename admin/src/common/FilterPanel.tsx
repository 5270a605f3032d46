/**
 * The filter panel of the shared table: hidden until 'Mostrar Filtro' unless a filter is set (a
 * link or a reload with filters shows them open, with their values), applied on 'Buscar'. The
 * values go to the list's filter, kept in the address, which the data provider sends to the server
 * (never filtered here). Dates are typed dd/mm/aaaa whatever the browser's language and sent as the
 * API's aaaa-mm-dd; one that is not a real day is refused under its field, and nothing is applied.
 */
import { filterDateMessage } from '@celebra/shared/messages';
import { isIsoDate } from '@celebra/shared/validation';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Collapse, MenuItem, Paper, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DateInput } from './FormDateField';

export type FilterChoice = { id: string; name: string };

export type FilterField = {
  source: string;
  /** A translation key. */
  label: string;
  type?: 'text' | 'number' | 'date' | 'select';
  choices?: FilterChoice[];
};

type Values = Record<string, string>;

function cleaned(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

/** The panel's fields as the list's filter has them ('' when not set). */
function valuesOf(fields: FilterField[], filterValues: Record<string, unknown> | undefined): Values {
  return Object.fromEntries(fields.map(({ source }) => [source, String(filterValues?.[source] ?? '')]));
}

export function FilterPanel({ fields }: { fields: FilterField[] }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = valuesOf(fields, filterValues);
  const appliedKey = JSON.stringify(applied);
  const [isOpen, setOpen] = useState(() => Object.values(applied).some((value) => value !== ''));
  const [values, setValues] = useState<Values>(applied);
  const [errors, setErrors] = useState<Values>({});

  // The address may change the filter under the panel (back, a link): the fields follow it.
  useEffect(() => {
    const next = JSON.parse(appliedKey) as Values;
    setValues(next);
    if (Object.values(next).some((value) => value !== '')) setOpen(true);
  }, [appliedKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = Object.fromEntries(
      fields
        .filter(
          ({ source, type }) =>
            type === 'date' && (values[source] ?? '') !== '' && !isIsoDate(values[source] ?? ''),
        )
        .map(({ source, label }) => [source, filterDateMessage(translate(label))]),
    );
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    // Filters the panel does not hold (a status select beside it) stay as they are.
    const others = Object.fromEntries(
      Object.entries(filterValues ?? {}).filter(([key]) => !fields.some(({ source }) => source === key)),
    );
    setFilters({ ...others, ...cleaned(values) }, {});
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Button startIcon={<FilterListIcon />} onClick={() => setOpen((open) => !open)} aria-expanded={isOpen}>
        {translate(isOpen ? 'celebra.filter.hide' : 'celebra.filter.show')}
      </Button>
      <Collapse in={isOpen} unmountOnExit>
        <Paper component="form" onSubmit={submit} variant="outlined" sx={{ p: 2, mt: 1 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {fields.map(({ source, label, type = 'text', choices }) =>
              type === 'date' ? (
                <DateInput
                  key={source}
                  name={source}
                  label={translate(label)}
                  size="small"
                  value={values[source] ?? ''}
                  onChange={(value) => setValues((current) => ({ ...current, [source]: value }))}
                  error={errors[source] !== undefined}
                  helperText={errors[source]}
                />
              ) : (
                <TextField
                  key={source}
                  name={source}
                  label={translate(label)}
                  size="small"
                  type={type === 'number' ? 'number' : undefined}
                  select={type === 'select'}
                  value={values[source] ?? ''}
                  onChange={(event) => setValues((current) => ({ ...current, [source]: event.target.value }))}
                  slotProps={{ htmlInput: type === 'number' ? { min: 1, step: 1 } : {} }}
                >
                  {type === 'select'
                    ? [
                        <MenuItem key="" value="">
                          {translate('celebra.filter.all')}
                        </MenuItem>,
                        ...(choices ?? []).map((choice) => (
                          <MenuItem key={choice.id} value={choice.id}>
                            {translate(choice.name, { _: choice.name })}
                          </MenuItem>
                        )),
                      ]
                    : null}
                </TextField>
              ),
            )}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              {translate('celebra.filter.search')}
            </Button>
          </Box>
        </Paper>
      </Collapse>
    </Box>
  );
}
