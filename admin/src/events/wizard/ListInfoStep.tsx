/**
 * Step 1: the list's category, title, subtitle, site slug and delivery preference. Continuing
 * fetches the category's gifts and checks that the slug is free.
 */
import { GIFT_DELIVERY_PREFERENCE_LABELS, labelOptions, slugify, toSlug } from '@celebra/shared/format';
import type { TEventCategory, TWizardGift } from '@celebra/shared/models';
import {
  EVENT_EDIT_MESSAGES,
  type TAdminWizardListInfoStep,
  ZAdminWizardListInfoStepSchema,
} from '@celebra/shared/validation';
import { FormSelectField, FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../../common/AlertProvider';
import { siteUrl } from '../../common/site-url';
import { useCelebra } from '../../providers/use-celebra';
import type { WizardDraft } from './draft';

type ListInfoValues = z.output<typeof ZAdminWizardListInfoStepSchema>;

type Props = {
  draft: WizardDraft;
  onBack: () => void;
  onNext: (part: WizardDraft, gifts: TWizardGift[]) => void;
};

export function ListInfoStep({ draft, onBack, onNext }: Props) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { alert, showError } = useAlerts();
  const { data: categories } = useGetList<TEventCategory>(
    'wizard-event-categories',
    { filter: { eventTypeId: draft.eventTypeId } },
    { onError: (error) => showError(error, translate('celebra.errors.fetchEventTypes')) },
  );
  const {
    control,
    handleSubmit,
    setValue,
    getFieldState,
    formState: { isSubmitting },
  } = useForm<TAdminWizardListInfoStep, unknown, ListInfoValues>({
    resolver: zodResolver(ZAdminWizardListInfoStepSchema),
    defaultValues: {
      eventCategoryId: draft.eventCategoryId ?? '',
      title: draft.title ?? '',
      subtitle: draft.subtitle ?? '',
      slug: draft.slug ?? '',
      giftDeliveryPreference: draft.giftDeliveryPreference ?? ('' as 'cash'),
    },
  });
  const field = (key: string) => translate(`celebra.wizard.fields.${key}`);

  const next = handleSubmit(
    async (values) => {
      try {
        const answer = await celebra.fetchWizardGifts({
          eventCategoryId: values.eventCategoryId,
          slug: values.slug,
        });
        if (!answer.slugAvailable) {
          void alert({ title: translate('celebra.alert.warning'), text: EVENT_EDIT_MESSAGES.slugInUse });
          return;
        }
        if (answer.gifts.length === 0) {
          void alert({ title: translate('celebra.alert.error'), text: translate('celebra.wizard.noGifts') });
          return;
        }
        onNext(values, answer.gifts);
      } catch (error) {
        void showError(error, translate('celebra.errors.fetchGiftList'));
      }
    },
    () => {
      void alert({ title: translate('celebra.alert.warning'), text: translate('celebra.wizard.fillStep') });
    },
  );

  return (
    <Box component="form" noValidate onSubmit={next}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('celebra.wizard.listInfo')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormSelectField
          control={control}
          name="eventCategoryId"
          label={field('eventCategoryId')}
          choices={(categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
        />
        <FormSelectField
          control={control}
          name="giftDeliveryPreference"
          label={field('giftDeliveryPreference')}
          choices={labelOptions(GIFT_DELIVERY_PREFERENCE_LABELS)}
        />
        <FormTextField
          control={control}
          name="title"
          label={field('title')}
          onBlur={(event) => {
            if (!getFieldState('slug').isDirty && event.target.value) {
              setValue('slug', slugify(event.target.value), { shouldDirty: false });
            }
          }}
        />
        <FormTextField control={control} name="subtitle" label={field('subtitle')} />
        <FormTextField
          control={control}
          name="slug"
          label={field('slug')}
          mask={toSlug}
          helperText={`${siteUrl()}/…`}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button onClick={onBack}>{translate('ra.action.back')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {translate('celebra.wizard.continue')}
        </Button>
      </Box>
    </Box>
  );
}
