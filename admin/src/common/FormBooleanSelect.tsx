import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'select'
> & {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  trueLabel: string;
  falseLabel: string;
};

/** A yes/no select ('Ativo'/'Inativo', 'Sim'/'Não') holding a boolean. */
export function FormBooleanSelect<T extends FieldValues>({
  control,
  name,
  trueLabel,
  falseLabel,
  ...props
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as boolean | null | undefined;
  return (
    <TextField
      {...props}
      select
      name={field.name}
      inputRef={field.ref}
      value={value === true ? 'true' : value === false ? 'false' : ''}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value === 'true')}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? props.helperText}
      fullWidth={props.fullWidth ?? true}
    >
      <MenuItem value="true">{trueLabel}</MenuItem>
      <MenuItem value="false">{falseLabel}</MenuItem>
    </TextField>
  );
}
