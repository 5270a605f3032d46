/**
 * The filter panel of the shared table: hidden until 'Mostrar Filtro' unless a filter is set (a
 * link or a reload with filters shows them open, with their values), applied on 'Buscar'. The
 * values go to the list's filter, kept in the address, which the data provider sends to the server
 * (never filtered here).
 */
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Collapse, MenuItem, Paper, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

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

  // The address may change the filter under the panel (back, a link): the fields follow it.
  useEffect(() => {
    const next = JSON.parse(appliedKey) as Values;
    setValues(next);
    if (Object.values(next).some((value) => value !== '')) setOpen(true);
  }, [appliedKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
            {fields.map(({ source, label, type = 'text', choices }) => (
              <TextField
                key={source}
                name={source}
                label={translate(label)}
                size="small"
                type={type === 'select' ? undefined : type}
                select={type === 'select'}
                value={values[source] ?? ''}
                onChange={(event) => setValues((current) => ({ ...current, [source]: event.target.value }))}
                slotProps={{
                  inputLabel: type === 'date' ? { shrink: true } : {},
                  htmlInput: type === 'number' ? { min: 1, step: 1 } : {},
                }}
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
            ))}
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
