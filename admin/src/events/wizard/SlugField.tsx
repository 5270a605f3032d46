import { toSlug } from '@celebra/shared/format';
import { InputAdornment, TextField } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { siteUrl } from '../../common/site-url';
import type { SlugCheck } from './useSlugCheck';

type Props<TIn extends FieldValues, TCtx, TOut extends FieldValues> = {
  control: Control<TIn, TCtx, TOut>;
  name: Path<TIn>;
  label: string;
  check: SlugCheck;
  /** The link was typed in the field: the title no longer suggests it. */
  onTyped: (slug: string) => void;
};

/**
 * The site's link after the guest site's address, lower-cased as typed. Under it, the form's own
 * message first (blank, badly formed), else the look-up's: 'Verificando…', 'Link disponível', or
 * the server's reason as the field's error.
 */
export function SlugField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  label,
  check,
  onTyped,
}: Props<TIn, TCtx, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message ?? (check.state === 'refused' ? check.message : undefined);
  const isFree = check.state === 'available' && error === undefined;
  const helper =
    error ?? (check.state === 'checking' ? 'Verificando…' : isFree ? 'Link disponível' : undefined);
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
      sx={{ gridColumn: '1 / -1' }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{`${siteUrl()}/`}</InputAdornment> },
        formHelperText: {
          role: error !== undefined ? 'alert' : isFree ? 'status' : undefined,
          sx: isFree ? { color: 'success.main' } : undefined,
        },
      }}
    />
  );
}
