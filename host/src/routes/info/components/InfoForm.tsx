import { apiRoutes, type TGeoAddress } from '@celebra/shared/api';
import { EVENT_TYPE_LABELS, labelOptions, maskCep } from '@celebra/shared/format';
import { EVENT_DETAILS_UPDATED_MESSAGE } from '@celebra/shared/messages';
import type { TEventDetails } from '@celebra/shared/models';
import {
  EVENT_DETAILS_MESSAGES,
  type TEventDetailsForm,
  ZEventDetailsFormSchema,
} from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { emptiedField, FormTextField, withLiveMessages } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../common/api';
import { useHostEvent } from '../../../common/session';
import { useLeaveWarning } from '../../../common/unsaved/use-leave-warning';
import { addressLine, useCepLookup } from '../../../common/use-cep-lookup';
import { DateField } from './DateField';
import { EventMap } from './map/EventMap';
import { useCoordinates } from './map/use-coordinates';
import { TimeField } from './TimeField';
import { ALWAYS_REQUIRED, IN_PERSON_REQUIRED, toFormValues, VIRTUAL_REQUIRED } from './to-form-values';

type TOutput = z.output<typeof ZEventDetailsFormSchema>;

const resolver = withLiveMessages(
  zodResolver(ZEventDetailsFormSchema),
  emptiedField(
    [...ALWAYS_REQUIRED, ...IN_PERSON_REQUIRED, ...VIRTUAL_REQUIRED],
    EVENT_DETAILS_MESSAGES.fieldEmptied,
  ),
);

/** The event details form (PUT /users/event-details/{eventId}). */
export function InfoForm({ eventId, details }: { eventId: number; details: TEventDetails | null }) {
  const alert = useAlert();
  const { color } = useHostEvent();
  const [dateInvalid, setDateInvalid] = useState(false);
  const { control, handleSubmit, setValue, formState, reset, getValues } = useForm<
    TEventDetailsForm,
    unknown,
    TOutput
  >({
    resolver,
    mode: 'onChange',
    // Focusing the first wrong field would open its calendar on top of the alert.
    shouldFocusError: false,
    defaultValues: toFormValues(details),
  });
  const [eventType, fullAddress, eventLocation, latitude, longitude] = useWatch({
    control,
    name: ['eventType', 'fullAddress', 'eventLocation', 'latitude', 'longitude'],
  });

  const setPlace = useCallback(
    (lat: number | null, lon: number | null) => {
      setValue('latitude', lat, { shouldDirty: true });
      setValue('longitude', lon, { shouldDirty: true });
    },
    [setValue],
  );
  const lookupCep = useCepLookup(
    useCallback(
      (address: TGeoAddress) => {
        setValue('fullAddress', addressLine(address), { shouldDirty: true, shouldValidate: true });
        setPlace(null, null);
      },
      [setValue, setPlace],
    ),
  );
  // Found by the geocoding, not typed by the host: they do not make the form 'changed' for the leave
  // warning (the address that led to them already did), so a search landing after a save does not
  // hold the host on the page.
  const onCoordinates = useCallback(
    (lat: number, lon: number) => {
      setValue('latitude', lat);
      setValue('longitude', lon);
    },
    [setValue],
  );
  useCoordinates(
    eventType === 'in-person' ? (fullAddress ?? '') : '',
    { latitude: latitude ?? null, longitude: longitude ?? null },
    onCoordinates,
  );

  useLeaveWarning(formState.isDirty);

  const submit = handleSubmit(
    async (body) => {
      if (dateInvalid) {
        alert.warning(EVENT_DETAILS_MESSAGES.formInvalid);
        return;
      }
      try {
        await api.call(apiRoutes.usersUpdateEventDetails, { params: { eventId }, body });
        // What was saved is the form's new starting point: it is clean again.
        reset(getValues());
        alert.success(EVENT_DETAILS_UPDATED_MESSAGE);
      } catch (error) {
        alert.error(error, 'Erro ao atualizar evento.', 'Ops!');
      }
    },
    () => alert.warning(EVENT_DETAILS_MESSAGES.formInvalid),
  );

  const typeOptions = useMemo(() => labelOptions(EVENT_TYPE_LABELS), []);

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Data e horário
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <DateField control={control} onInvalid={setDateInvalid} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TimeField control={control} name="startTime" label="Horário de início" />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TimeField control={control} name="endTime" label="Horário de término" />
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Local
        </Typography>
        <Stack spacing={2}>
          <FormTextField control={control} name="eventType" label="Tipo do evento" select>
            {typeOptions.map(({ value, label }) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </FormTextField>
          {eventType === 'in-person' ? (
            <>
              <FormTextField
                control={control}
                name="eventLocation"
                label="Local do evento"
                placeholder="Espaço Jardim das Flores"
              />
              <FormTextField
                control={control}
                name="postalCode"
                label="CEP"
                placeholder="00000-000"
                mask={(value) => {
                  const masked = maskCep(value);
                  void lookupCep(masked);
                  return masked;
                }}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
              />
              <FormTextField
                control={control}
                name="fullAddress"
                label="Endereço"
                multiline
                onChangeCapture={() => setPlace(null, null)}
              />
              <EventMap
                latitude={latitude ?? null}
                longitude={longitude ?? null}
                color={color}
                label={eventLocation || fullAddress || 'Local do evento'}
              />
            </>
          ) : (
            <>
              <FormTextField
                control={control}
                name="transmission"
                label="Transmissão"
                placeholder="YouTube, Zoom, Google Meet..."
              />
              <FormTextField
                control={control}
                name="transmissionLink"
                label="Link da transmissão"
                type="url"
              />
              <FormTextField control={control} name="transmissionPassword" label="Senha da transmissão" />
            </>
          )}
        </Stack>
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Salvar
        </Button>
      </Box>
    </Stack>
  );
}
