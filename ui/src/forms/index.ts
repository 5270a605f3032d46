export { FormPriceField } from './FormPriceField';
export { type Choice, FormSelectField } from './FormSelectField';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { formResolver, type TFormValuesOf } from './form-resolver';
export { guestLiveMessage } from './guest-live-message';
export { emptiedField, type TLiveMessage, withLiveMessages } from './live-resolver';
export { SlugField } from './SlugField';
export { useDebouncedValue } from './use-debounced-value';
export { SLUG_CHECK_DELAY_MS, type SlugCheck, type SlugLookUp, useSlugCheck } from './use-slug-check';
