import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** One option of a select. */
export type Choice = { value: string | number; label: string };

type Props<TIn extends FieldValues, TCtx, TOut extends FieldValues> = Omit<
  FormTextFieldProps<TIn, TCtx, TOut>,
  'select' | 'children' | 'mask'
> & { choices: Choice[] };

/** A form field picking one of `choices` (a file of its own: the menu's code stays out of plain forms). */
export function FormSelectField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  choices,
  ...props
}: Props<TIn, TCtx, TOut>) {
  return (
    <FormTextField {...props} select>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
