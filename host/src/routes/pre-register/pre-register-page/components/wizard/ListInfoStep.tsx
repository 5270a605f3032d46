import { apiRoutes } from '@celebra/shared/api';
import { GIFT_DELIVERY_PREFERENCE_LABELS, labelOptions } from '@celebra/shared/format';
import { type THostWizardListInfoStep, ZHostWizardListInfoStepSchema } from '@celebra/shared/validation';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../../../common/api';

export type TListInfo = z.output<typeof ZHostWizardListInfoStepSchema>;

type Props = {
  eventTypeId: number;
  initial: TListInfo | undefined;
  onBack: () => void;
  onNext: (info: TListInfo) => void;
};

/** Step 1: the category (of the chosen type), the title and one gift delivery preference. */
export function ListInfoStep({ eventTypeId, initial, onBack, onNext }: Props) {
  const alert = useAlert();
  const { data, error } = useQuery({
    queryKey: ['usersListEventCategories', eventTypeId],
    queryFn: ({ signal }) =>
      api.call(apiRoutes.usersListEventCategories, { query: { event_type_id: eventTypeId }, signal }),
  });
  useErrorAlert(error, (failure) =>
    alert.error(
      failure,
      'Não foi possível carregar as categorias do evento. Caso o problema persista, contate o suporte.',
    ),
  );
  const { control, handleSubmit } = useForm<THostWizardListInfoStep, unknown, TListInfo>({
    resolver: zodResolver(ZHostWizardListInfoStepSchema),
    defaultValues: initial ?? { eventCategoryId: '', title: '', giftDeliveryPreference: undefined },
  });
  const categories = data?.eventCategories ?? [];

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(onNext)}>
      <FormTextField control={control} name="eventCategoryId" label="Categoria do evento" select>
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="title"
        label="Título do evento"
        placeholder="Casamento de Ana e João"
      />
      <Controller
        control={control}
        name="giftDeliveryPreference"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="delivery-label">Como prefere receber os presentes?</FormLabel>
            <RadioGroup
              aria-labelledby="delivery-label"
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {labelOptions(GIFT_DELIVERY_PREFERENCE_LABELS).map(({ value, label }) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button onClick={onBack}>Voltar</Button>
        <Button type="submit" variant="contained" size="large">
          Continuar
        </Button>
      </Box>
    </Stack>
  );
}
