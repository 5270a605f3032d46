/** The category modal: name, description, active (editing only), event type; save/update; remove with a confirmation. */
import { activeLabel } from '@celebra/shared/format';
import type { TEventCategory, TEventType } from '@celebra/shared/models';
import { type TEventCategoryForm, ZEventCategoryFormSchema } from '@celebra/shared/validation';
import { FormSelectField, FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { useCreate, useDelete, useTranslate, useUpdate } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { FormBooleanSelect } from '../common/FormBooleanSelect';
import { Modal } from '../common/Modal';
import { SaveRemoveActions } from '../common/SaveRemoveActions';

type CategoryValues = z.output<typeof ZEventCategoryFormSchema>;

type Props = {
  category: TEventCategory | null;
  eventTypeId: number | null;
  types: TEventType[];
  onClose: () => void;
  onSaved: () => void;
};

export function CategoryModal({ category, eventTypeId, types, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TEventCategoryForm, unknown, CategoryValues>({
    resolver: zodResolver(ZEventCategoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      eventTypeId: category?.eventTypeId ?? eventTypeId ?? '',
      ...(category ? { active: category.active } : {}),
    },
  });
  const field = (key: string) => translate(`resources.event-categories.fields.${key}`);

  const save = handleSubmit(async (values) => {
    try {
      if (category) {
        await update(
          'event-categories',
          { id: category.id, data: values, previousData: category },
          { returnPromise: true },
        );
      } else {
        await create('event-categories', { data: values }, { returnPromise: true });
      }
      onSaved();
    } catch (error) {
      if (category) {
        // A failed edit closes the modal; the alert says why.
        onClose();
        void showError(error, translate('celebra.errors.editCategory'));
      } else {
        void showError(error, translate('celebra.errors.saveCategory'));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={translate(category ? 'celebra.eventTypes.editCategoryTitle' : 'celebra.eventTypes.newCategory')}
    >
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormTextField control={control} name="name" label={field('name')} />
        <FormTextField
          control={control}
          name="description"
          label={field('description')}
          multiline
          minRows={2}
        />
        <FormSelectField
          control={control}
          name="eventTypeId"
          label={field('eventTypeId')}
          choices={types.map((type) => ({ value: type.id, label: type.name }))}
        />
        {category ? (
          <FormBooleanSelect
            control={control}
            name="active"
            label={field('active')}
            trueLabel={activeLabel(true)}
            falseLabel={activeLabel(false)}
          />
        ) : null}
        <SaveRemoveActions
          isSubmitting={isSubmitting}
          saveLabel={category ? 'ra.action.update' : 'ra.action.save'}
          remove={
            category
              ? () =>
                  remove(
                    'event-categories',
                    { id: category.id, previousData: category },
                    { returnPromise: true, mutationMode: 'pessimistic' },
                  )
              : undefined
          }
          confirmText={translate('celebra.eventTypes.confirmRemoveCategory')}
          onRemoved={onSaved}
          removeError={translate('celebra.errors.removeCategory')}
        />
      </Box>
    </Modal>
  );
}
