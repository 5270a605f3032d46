export { type Choice, FormSelectField } from './FormSelectField';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { guestLiveMessage } from './guest-live-message';
