/** The event-type modal: image, name, description, active (editing only); save/update; remove with a confirmation. */
import type { TEventType } from '@celebra/shared/models';
import { ZEventTypeCreateFormSchema, ZEventTypeEditFormSchema } from '@celebra/shared/validation';
import { FormTextField, formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreate, useTranslate, useUpdate } from 'react-admin';
import { type Resolver, useController } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { ImagePicker } from '../common/ImagePicker';
import { ModalFormLayout } from '../common/ModalFormLayout';
import { useForm } from '../common/use-form';

type TypeFormValues = { name: string; description: string; active?: boolean; image: File | null };
type TypeOutput = z.output<typeof ZEventTypeEditFormSchema>;

const typeResolver = (isEditing: boolean): Resolver<TypeFormValues, unknown, TypeOutput> =>
  isEditing
    ? formResolver(zodResolver(ZEventTypeEditFormSchema))
    : formResolver(zodResolver(ZEventTypeCreateFormSchema));

type Props = { type: TEventType | null; onClose: () => void; onSaved: () => void };

export function EventTypeModal({ type, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const [create] = useCreate();
  const [update] = useUpdate();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TypeFormValues, unknown, TypeOutput>({
    resolver: typeResolver(type !== null),
    defaultValues: {
      name: type?.name ?? '',
      description: type?.description ?? '',
      ...(type ? { active: type.active } : {}),
      image: null,
    },
  });
  const { field: image, fieldState: imageState } = useController({ control, name: 'image' });
  const field = (key: string) => translate(`resources.event-types.fields.${key}`);

  const save = handleSubmit(async (values) => {
    try {
      if (type) {
        await update(
          'event-types',
          { id: type.id, data: values, previousData: type },
          { returnPromise: true },
        );
      } else {
        await create('event-types', { data: values }, { returnPromise: true });
      }
      onSaved();
    } catch (error) {
      void showError(error, translate('celebra.errors.save'));
    }
  });

  return (
    <ModalFormLayout
      title={translate(type ? 'celebra.eventTypes.editTitle' : 'celebra.eventTypes.new')}
      onClose={onClose}
      onSubmit={save}
      control={control}
      resource="event-types"
      record={type}
      activeFieldLabel={field('active')}
      isSubmitting={isSubmitting}
      confirmText={translate('celebra.eventTypes.confirmRemoveType')}
      removeError={translate('celebra.errors.removeEventType')}
      onRemoved={onSaved}
    >
      <ImagePicker
        currentUrl={type?.imageUrl}
        file={image.value}
        onChange={image.onChange}
        error={imageState.error?.message}
        label={field('image')}
      />
      <FormTextField control={control} name="name" label={field('name')} />
      <FormTextField
        control={control}
        name="description"
        label={field('description')}
        multiline
        minRows={2}
      />
    </ModalFormLayout>
  );
}
