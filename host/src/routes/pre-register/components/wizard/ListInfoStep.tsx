import { apiRoutes } from '@celebra/shared/api';
import { GIFT_DELIVERY_PREFERENCE_LABELS, labelOptions } from '@celebra/shared/format';
import { slugField, WIZARD_MESSAGES, ZHostWizardListInfoStepSchema } from '@celebra/shared/validation';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import { FormTextField, SlugField, type SlugLookUp } from '@celebra/ui/forms';
import { useSuggestedSlug } from '@celebra/ui/wizard';
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
import { api } from '../../../../common/api';
import { siteBaseUrl } from '../../../../common/site-url';

/** Step 1's form: the host's list info with the site's link, which the host chooses here. */
const ZListInfoFormSchema = ZHostWizardListInfoStepSchema.extend({
  slug: slugField(WIZARD_MESSAGES.required),
});
export type TListInfoValues = z.input<typeof ZListInfoFormSchema>;
export type TListInfo = z.output<typeof ZListInfoFormSchema>;

/** What the step holds between visits: the fields as typed, and whether the link was typed by hand. */
export type TListInfoDraft = { values: TListInfoValues; slugTyped: boolean };

const EMPTY_LIST_INFO: TListInfoValues = {
  eventCategoryId: '',
  title: '',
  giftDeliveryPreference: undefined as unknown as 'cash',
  slug: '',
};

type Props = {
  eventTypeId: number;
  initial: TListInfoDraft | undefined;
  /** Going back keeps what was typed, checked or not. */
  onBack: (draft: TListInfoDraft) => void;
  onNext: (info: TListInfo, draft: TListInfoDraft) => void;
};

/** GET /users/slug-availability, for the link's live check. */
const lookUpSlug: SlugLookUp = (slug, signal) =>
  api.call(apiRoutes.usersSlugAvailability, { query: { slug }, signal });

/**
 * Step 1: the category (of the chosen type), the title, one gift delivery preference and the
 * site's link: suggested from the title until the host types one, looked up as it changes, and
 * 'Continuar' held while it is being looked up or cannot be used.
 */
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
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { isSubmitted },
  } = useForm<TListInfoValues, unknown, TListInfo>({
    resolver: zodResolver(ZListInfoFormSchema),
    defaultValues: initial?.values ?? EMPTY_LIST_INFO,
  });
  const categories = data?.eventCategories ?? [];
  // The wizard keeps whether the host typed the link between visits, with the fields.
  const { check, held, onTyped, isTyped } = useSuggestedSlug({
    control,
    setValue,
    isSubmitted,
    typed: initial?.slugTyped ?? false,
    lookUp: lookUpSlug,
  });
  const draft = (): TListInfoDraft => ({ values: getValues(), slugTyped: isTyped() });

  const submit = handleSubmit((info) => {
    if (!held) onNext(info, draft());
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
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
      <SlugField
        control={control}
        name="slug"
        label="Link do site"
        prefix={`${siteBaseUrl(window.location, import.meta.env.VITE_SITE_URL)}/`}
        hint="O endereço do site dos convidados."
        check={check}
        onTyped={onTyped}
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
        <Button onClick={() => onBack(draft())}>Voltar</Button>
        <Button type="submit" variant="contained" size="large" disabled={held}>
          Continuar
        </Button>
      </Box>
    </Stack>
  );
}
