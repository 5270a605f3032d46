import { toSlug } from '@celebra/shared/format';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { siteBaseUrl } from '../../../../../common/site-url';
import type { SlugCheck } from './useSlugCheck';

type Props<TIn extends FieldValues, TCtx, TOut extends FieldValues> = {
  control: Control<TIn, TCtx, TOut>;
  name: Path<TIn>;
  check: SlugCheck;
  /** The host typed in the field: the title no longer suggests the link. */
  onTyped: (slug: string) => void;
};

/**
 * 'Link do site': the guest site's address before the link, lower-cased as typed. Under it, the
 * form's own message first (blank, badly formed), else the look-up's: 'Verificando…', 'Link
 * disponível', or the server's reason as the field's error.
 */
export function SlugField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  check,
  onTyped,
}: Props<TIn, TCtx, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const formError = fieldState.error?.message;
  const refused = check.state === 'refused' ? check.message : undefined;
  const error = formError ?? refused;
  const helper =
    error ??
    (check.state === 'checking'
      ? 'Verificando…'
      : check.state === 'available'
        ? 'Link disponível'
        : 'O endereço do site dos convidados.');
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
      label="Link do site"
      error={error !== undefined}
      helperText={helper}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">{`${siteBaseUrl(window.location, import.meta.env.VITE_SITE_URL)}/`}</InputAdornment>
          ),
        },
        formHelperText: {
          role: error !== undefined ? 'alert' : check.state === 'available' ? 'status' : undefined,
          sx: check.state === 'available' && !error ? { color: 'success.main' } : undefined,
        },
      }}
    />
  );
}
