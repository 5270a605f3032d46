import { toSlug } from '@celebra/shared/format';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { SlugCheck } from './use-slug-check';

type Props<TIn extends FieldValues, TCtx, TOut extends FieldValues> = {
  control: Control<TIn, TCtx, TOut>;
  name: Path<TIn>;
  label: string;
  /** The guest site's address, shown before the link ('https://site.celebra.com.br/'). */
  prefix: string;
  check: SlugCheck;
  /** Something was typed in the field: the title no longer suggests the link. */
  onTyped: (slug: string) => void;
  /** Under the field while nothing else is to be said. */
  hint?: string;
  sx?: SxProps<Theme>;
};

/**
 * An event's link after the guest site's address, lower-cased as typed (both wizards' first
 * step). Under it, the form's own message first (blank, badly formed), else the look-up's:
 * 'Verificando…', 'Link disponível', or the server's reason as the field's error.
 */
export function SlugField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  label,
  prefix,
  check,
  onTyped,
  hint,
  sx,
}: Props<TIn, TCtx, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message ?? (check.state === 'refused' ? check.message : undefined);
  const isFree = check.state === 'available' && error === undefined;
  const helper = error ?? (check.state === 'checking' ? 'Verificando…' : isFree ? 'Link disponível' : hint);
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        const slug = toSlug(event.target.value);
        field.onChange(slug);
        onTyped(slug);
      }}
      label={label}
      error={error !== undefined}
      helperText={helper}
      fullWidth
      sx={sx}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> },
        formHelperText: {
          role: error !== undefined ? 'alert' : isFree ? 'status' : undefined,
          sx: isFree ? { color: 'success.main' } : undefined,
        },
      }}
    />
  );
}
