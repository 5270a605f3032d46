/**
 * Step 1: the list's category, title, subtitle, site slug and delivery preference. The slug is
 * suggested from the title until it is typed, and looked up as it changes; 'Continuar' waits for
 * a free one, then fetches the category's gifts (which checks the slug once more).
 */
import { GIFT_DELIVERY_PREFERENCE_LABELS, labelOptions } from '@celebra/shared/format';
import type { TEventCategory, TWizardGift } from '@celebra/shared/models';
import {
  EVENT_EDIT_MESSAGES,
  type TAdminWizardListInfoStep,
  ZAdminWizardListInfoStepSchema,
} from '@celebra/shared/validation';
import { FormSelectField, FormTextField, SlugField } from '@celebra/ui/forms';
import { useSuggestedSlug } from '@celebra/ui/wizard';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../../common/AlertProvider';
import { invalidFormText } from '../../common/form-errors';
import { siteUrl } from '../../common/site-url';
import { useForm } from '../../common/use-form';
import { useCelebra } from '../../providers/use-celebra';
import type { WizardDraft } from './draft';

type ListInfoValues = z.output<typeof ZAdminWizardListInfoStepSchema>;

type Props = {
  draft: WizardDraft;
  /** Whether the slug was typed (or came with the event request): the title no longer suggests it. */
  slugTyped: boolean;
  /** The slug the event request asked for, held by that request: not refused as taken. */
  ownSlug: string | undefined;
  /** Going back keeps what was typed, checked or not. */
  onBack: (part: WizardDraft, slugTyped: boolean) => void;
  onNext: (part: WizardDraft, gifts: TWizardGift[], slugTyped: boolean) => void;
};

export function ListInfoStep({ draft, slugTyped: initialSlugTyped, ownSlug, onBack, onNext }: Props) {
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
    getValues,
    formState: { isSubmitting, isSubmitted },
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
  const { check, held, onTyped, isTyped } = useSuggestedSlug({
    control,
    setValue,
    isSubmitted,
    typed: initialSlugTyped,
    lookUp: (typed, signal) => celebra.checkSlug(typed, signal),
    ownSlug,
  });

  const next = handleSubmit(
    async (values) => {
      if (held) return;
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
        onNext(values, answer.gifts, isTyped());
      } catch (error) {
        void showError(error, translate('celebra.errors.fetchGiftList'));
      }
    },
    (errors) => {
      void alert({
        title: translate('celebra.alert.warning'),
        text: invalidFormText(errors, translate('celebra.wizard.fillStep')),
      });
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
        <FormTextField control={control} name="title" label={field('title')} />
        <FormTextField control={control} name="subtitle" label={field('subtitle')} />
        <SlugField
          control={control}
          name="slug"
          label={field('slug')}
          prefix={`${siteUrl()}/`}
          sx={{ gridColumn: '1 / -1' }}
          check={check}
          onTyped={onTyped}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button onClick={() => onBack(getValues(), isTyped())}>{translate('ra.action.back')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || held}>
          {translate('celebra.wizard.continue')}
        </Button>
      </Box>
    </Box>
  );
}
