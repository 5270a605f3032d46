import type { FieldErrors, FieldName, FieldValues, Resolver } from 'react-hook-form';

/** What a value of type `T` may be while its input is empty: nothing typed (''), nothing picked (null). */
type Emptied<T> = T | null | '';

/**
 * The values a form may hold for a schema whose input is `TIn`: the input itself, with any field
 * (in objects and lists alike) also empty. The shared schemas refuse an empty field with the
 * field's own message at run time; their input types speak of what the API accepts instead.
 */
export type TFormValuesOf<TIn> = TIn extends readonly (infer Item)[]
  ? readonly TFormValuesOf<Item>[] | Emptied<TIn>
  : TIn extends Record<string, unknown>
    ? { [K in keyof TIn]: TFormValuesOf<TIn[K]> } | null
    : Emptied<TIn>;

/**
 * A schema resolver (zodResolver of a shared schema) typed for the form that uses it: `TForm` is
 * what the form's inputs hold (a price still empty is null, a select not chosen '', a picked
 * File), checked against the schema's input, and `TOut` the schema's output, what the submit
 * gets. react-hook-form types a resolver by the exact values it checks, so a form holding
 * narrower or emptied values needs this one bridge rather than a cast at each form.
 */
export function formResolver<
  TForm extends TFormValuesOf<TIn> & FieldValues,
  TIn extends FieldValues,
  TCtx,
  TOut,
>(resolver: Resolver<TIn, TCtx, TOut>): Resolver<TForm, TCtx, TOut> {
  return async (values, context, options) => {
    // The schema reads the form's values as they are: an emptied field is refused by its message.
    const held: FieldValues = values;
    const names: string[] | undefined = options.names;
    const result = await resolver(held as TIn, context, {
      ...options,
      names: names as FieldName<TIn>[] | undefined,
    });
    // The same errors at the same paths: the form's fields are the schema's.
    const errors: FieldErrors = result.errors;
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<TForm> };
    return { values: result.values as TOut, errors: {} };
  };
}
