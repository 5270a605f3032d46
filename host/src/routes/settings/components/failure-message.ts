import { isApiError } from '@celebra/shared/client';

/** What a refused call says, shown inside the dialog that made it; a fallback when no answer came. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}
