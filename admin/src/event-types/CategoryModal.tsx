/** The category modal: name, description, active (editing only), event type; save/update; remove with a confirmation. */
import type { TEventCategory, TEventType } from '@celebra/shared/models';
import { type TEventCategoryForm, ZEventCategoryFormSchema } from '@celebra/shared/validation';
import { FormSelectField, FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreate, useTranslate, useUpdate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { ModalFormLayout } from '../common/ModalFormLayout';
import { useForm } from '../common/use-form';

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
    <ModalFormLayout
      title={translate(category ? 'celebra.eventTypes.editCategoryTitle' : 'celebra.eventTypes.newCategory')}
      onClose={onClose}
      onSubmit={save}
      control={control}
      resource="event-categories"
      record={category}
      activeFieldLabel={field('active')}
      isSubmitting={isSubmitting}
      confirmText={translate('celebra.eventTypes.confirmRemoveCategory')}
      removeError={translate('celebra.errors.removeCategory')}
      onRemoved={onSaved}
    >
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
    </ModalFormLayout>
  );
}
