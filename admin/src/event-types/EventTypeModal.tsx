/** The event-type modal: image, name, description, active (editing only); save/update; remove with a confirmation. */
import { activeLabel } from '@celebra/shared/format';
import type { TEventType } from '@celebra/shared/models';
import { ZEventTypeCreateFormSchema, ZEventTypeEditFormSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { useCreate, useDelete, useTranslate, useUpdate } from 'react-admin';
import { type Resolver, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { FormBooleanSelect } from '../common/FormBooleanSelect';
import { ImagePicker } from '../common/ImagePicker';
import { Modal } from '../common/Modal';
import { SaveRemoveActions } from '../common/SaveRemoveActions';

type TypeFormValues = { name: string; description: string; active?: boolean; image: File | null };
type TypeOutput = z.output<typeof ZEventTypeEditFormSchema>;

const typeResolver = (isEditing: boolean) =>
  (isEditing
    ? zodResolver(ZEventTypeEditFormSchema)
    : zodResolver(ZEventTypeCreateFormSchema)) as unknown as Resolver<TypeFormValues, unknown, TypeOutput>;

type Props = { type: TEventType | null; onClose: () => void; onSaved: () => void };

export function EventTypeModal({ type, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
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
    <Modal
      open
      onClose={onClose}
      title={translate(type ? 'celebra.eventTypes.editTitle' : 'celebra.eventTypes.new')}
    >
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2, pt: 1 }}>
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
        {type ? (
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
          saveLabel={type ? 'ra.action.update' : 'ra.action.save'}
          remove={
            type
              ? () =>
                  remove(
                    'event-types',
                    { id: type.id, previousData: type },
                    { returnPromise: true, mutationMode: 'pessimistic' },
                  )
              : undefined
          }
          confirmText={translate('celebra.eventTypes.confirmRemoveType')}
          onRemoved={onSaved}
          removeError={translate('celebra.errors.removeEventType')}
        />
      </Box>
    </Modal>
  );
}
