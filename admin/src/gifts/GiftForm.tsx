import { useErrorAlert } from '@celebra/ui/alert';

/**
 * The gift form of /gifts/create and /gifts/{id}: image with preview and 'Nova imagem' (compressed
 * in the browser), name, description, price with the currency mask, the read-only final price at
 * the configured percentage, category, status (editing only); remove when editing.
 */

import type { TGiftUsage } from '@celebra/shared/api';
import { activeLabel, finalPrice, formatBRL, formatDecimalInput } from '@celebra/shared/format';
import { giftInUseMessage } from '@celebra/shared/messages';
import type { TEventTypeWithCategories, TGift } from '@celebra/shared/models';
import {
  GIFT_MESSAGES,
  type TGiftCreateForm,
  ZGiftCreateFormSchema,
  ZGiftEditFormSchema,
} from '@celebra/shared/validation';
import { FormPriceField, FormSelectField, FormTextField, formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Card, CardContent, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCreate, useDelete, useGetList, useTranslate, useUpdate } from 'react-admin';
import { type Resolver, useController, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { FormBooleanSelect } from '../common/FormBooleanSelect';
import { invalidFormText } from '../common/form-errors';
import { ImagePicker } from '../common/ImagePicker';
import { PageHeader } from '../common/PageHeader';
import { SCREEN_LOAD } from '../common/query-options';
import { SaveRemoveActions } from '../common/SaveRemoveActions';
import { useForm } from '../common/use-form';
import { useCelebra } from '../providers/use-celebra';
import { useFormDraft } from '../session/form-draft';

/** The form holds the price as a number (or null while empty) and the picked file, if any. */
type GiftFormValues = Omit<TGiftCreateForm, 'image' | 'price'> & { price: number | null; image: File | null };
type GiftOutput = z.output<typeof ZGiftEditFormSchema>;

/** The shared schemas read the price as typed and check the picked file (required on a new gift). */
const giftResolver = (isEditing: boolean): Resolver<GiftFormValues, unknown, GiftOutput> =>
  isEditing
    ? formResolver(zodResolver(ZGiftEditFormSchema))
    : formResolver(zodResolver(ZGiftCreateFormSchema));

/** A gift as the edit page loads it: with how many lists and purchases use it. */
export type TEditedGift = TGift & { usage?: TGiftUsage };

export function GiftForm({ gift }: { gift?: TEditedGift }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const celebra = useCelebra();
  const { alert, showError } = useAlerts();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const isEditing = gift !== undefined;
  const { data: percentage, error: percentageError } = useQuery({
    queryKey: ['celebra', 'percentageGift'],
    queryFn: () => celebra.getPercentageGift(),
    ...SCREEN_LOAD,
  });
  useErrorAlert(percentageError, (failure) =>
    showError(failure, translate('celebra.errors.fetchPercentage')),
  );
  const { data: types } = useGetList<TEventTypeWithCategories>(
    'event-types',
    {},
    { onError: (error) => showError(error, translate('celebra.errors.fetchGiftCategories')) },
  );
  const categories = (types ?? []).flatMap((type) =>
    type.eventCategories.map((category) => ({
      value: category.id,
      label: `${type.name} › ${category.name}`,
    })),
  );

  const form = useForm<GiftFormValues, unknown, GiftOutput>({
    resolver: giftResolver(isEditing),
    defaultValues: {
      name: gift?.name ?? '',
      description: gift?.description ?? '',
      price: gift?.price ?? null,
      eventCategoryId: gift?.eventCategoryId ?? '',
      ...(isEditing ? { active: gift.active } : {}),
      image: null,
    },
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  useFormDraft(form, 'gift');
  const { field: imageField, fieldState: imageState } = useController({ control, name: 'image' });
  const price = useWatch({ control, name: 'price' });
  const field = (key: string) => translate(`resources.gifts.fields.${key}`);
  // A gift on couples' lists or in purchases is never removed (the server refuses it too).
  const usage = gift?.usage;
  const inUse = usage !== undefined && (usage.lists > 0 || usage.purchases > 0);

  const save = handleSubmit(
    async (values) => {
      try {
        if (gift) {
          await update('gifts', { id: gift.id, data: values, previousData: gift }, { returnPromise: true });
        } else {
          await create('gifts', { data: values }, { returnPromise: true });
        }
        navigate('/gifts');
      } catch (error) {
        void showError(error, translate(gift ? 'celebra.errors.updateGift' : 'celebra.errors.saveGift'));
      }
    },
    (errors) => {
      void alert({
        title: translate('celebra.alert.warning'),
        text: invalidFormText(errors, GIFT_MESSAGES.fillAllRequired),
      });
    },
  );

  return (
    <>
      <PageHeader title={isEditing ? 'celebra.gifts.editTitle' : 'celebra.gifts.createTitle'} />
      <Card>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={save}
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' } }}
          >
            <ImagePicker
              currentUrl={gift?.imageUrl}
              file={imageField.value}
              onChange={imageField.onChange}
              error={imageState.error?.message}
              label={field('image')}
            />
            <Box sx={{ display: 'grid', gap: 2 }}>
              <FormTextField control={control} name="name" label={field('name')} />
              <FormTextField
                control={control}
                name="description"
                label={field('description')}
                multiline
                minRows={3}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormPriceField control={control} name="price" label={field('price')} />
                <TextField
                  label={translate('celebra.gifts.finalPrice', {
                    percentage: formatDecimalInput(percentage ?? 0),
                  })}
                  value={typeof price === 'number' ? formatBRL(finalPrice(price, percentage)) : ''}
                  slotProps={{ input: { readOnly: true } }}
                  fullWidth
                />
              </Box>
              <FormSelectField
                control={control}
                name="eventCategoryId"
                label={field('eventCategoryId')}
                choices={categories}
              />
              {isEditing ? (
                <FormBooleanSelect
                  control={control}
                  name="active"
                  label={field('active')}
                  helperText={translate('celebra.gifts.activeHint')}
                  trueLabel={activeLabel(true)}
                  falseLabel={activeLabel(false)}
                />
              ) : null}
              <SaveRemoveActions
                isSubmitting={isSubmitting}
                remove={
                  gift
                    ? () =>
                        remove(
                          'gifts',
                          { id: gift.id, previousData: gift },
                          { returnPromise: true, mutationMode: 'pessimistic' },
                        )
                    : undefined
                }
                removeLabel="celebra.gifts.remove"
                confirmText={translate(
                  usage ? 'celebra.gifts.confirmRemoveUnused' : 'celebra.gifts.confirmRemove',
                )}
                refusal={inUse ? giftInUseMessage(usage.lists, usage.purchases) : undefined}
                onRemoved={() => navigate('/gifts')}
                removeError={translate('celebra.errors.removeGift')}
              />
            </Box>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
