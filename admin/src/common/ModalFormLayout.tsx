/**
 * The form of a catalogue record in a modal: the record's own fields, then 'active' (only when
 * editing: a new record starts active), then save (update when editing) and, for a record that
 * exists, remove after a yes/no question.
 */
import { activeLabel } from '@celebra/shared/format';
import { Box } from '@mui/material';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useDelete } from 'react-admin';
import { type Control, type FieldPath, type FieldValues, useFormState } from 'react-hook-form';
import { FormBooleanSelect } from './FormBooleanSelect';
import { Modal } from './Modal';
import { SaveRemoveActions } from './SaveRemoveActions';

type Props<T extends { active?: boolean }> = {
  title: string;
  onClose: () => void;
  /** The form's submit (react-hook-form's `handleSubmit(…)`). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  control: Control<T, unknown, FieldValues>;
  /** The react-admin resource the record belongs to, and the record; null while it is created. */
  resource: string;
  record: { id: number } | null;
  /** The label of the 'active' select (translated). */
  activeFieldLabel: string;
  isSubmitting: boolean;
  /** The question asked before removing, and the message of a failed removal (translated). */
  confirmText: string;
  removeError: string;
  onRemoved: () => void;
  /** The record's own fields. */
  children: ReactNode;
};

export function ModalFormLayout<T extends { active?: boolean }>({
  title,
  onClose,
  onSubmit,
  control,
  resource,
  record,
  activeFieldLabel,
  isSubmitting,
  confirmText,
  removeError,
  onRemoved,
  children,
}: Props<T>) {
  const [remove] = useDelete();
  const { isDirty } = useFormState({ control });
  return (
    <Modal open dirty={isDirty} onClose={onClose} title={title}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {children}
        {record ? (
          <FormBooleanSelect
            control={control}
            name={'active' as FieldPath<T>}
            label={activeFieldLabel}
            trueLabel={activeLabel(true)}
            falseLabel={activeLabel(false)}
          />
        ) : null}
        <SaveRemoveActions
          isSubmitting={isSubmitting}
          saveLabel={record ? 'ra.action.update' : 'ra.action.save'}
          remove={
            record
              ? () =>
                  remove(
                    resource,
                    { id: record.id, previousData: record },
                    { returnPromise: true, mutationMode: 'pessimistic' },
                  )
              : undefined
          }
          confirmText={confirmText}
          onRemoved={onRemoved}
          removeError={removeError}
        />
      </Box>
    </Modal>
  );
}
