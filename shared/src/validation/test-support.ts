import type { z } from 'zod';

/**
 * The first message per field, as a form shows it (react-hook-form's zod resolver keeps the first
 * issue of each path). Keys are dotted paths; '' is the form itself.
 */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
