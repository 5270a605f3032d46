/**
 * The text of the warning a refused form shows. 'Preencha todos os campos obrigatórios' is right
 * only when fields are empty; a text past its limit has its own message naming the field and the
 * limit ('O campo Título deve ter no máximo 200 caracteres.'), which is then what the warning says.
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';

type ErrorNode = { type?: unknown; message?: unknown; [key: string]: unknown };

function* walk(node: unknown): Generator<ErrorNode> {
  if (typeof node !== 'object' || node === null) return;
  const error = node as ErrorNode;
  if (typeof error.message === 'string' && typeof error.type === 'string') yield error;
  for (const [key, child] of Object.entries(error)) {
    // `ref` is the field's element, not a nested error.
    if (key !== 'ref' && key !== 'message' && key !== 'type') yield* walk(child);
  }
}

/** The first too-long (or too-big) field's message, else `fallback`. */
export function invalidFormText<T extends FieldValues>(errors: FieldErrors<T>, fallback: string): string {
  for (const error of walk(errors)) {
    if (error.type === 'too_big') return String(error.message);
  }
  return fallback;
}
