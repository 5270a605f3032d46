import { useEffect, useRef } from 'react';
import { type Control, type FieldValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { type SlugCheck, type SlugLookUp, useSlugCheck } from '../forms/use-slug-check';
import { suggestSlug } from './suggest-slug';

/** The two fields of a wizard's list step that this hook reads and writes. */
type TLinkValues = { title: string; slug: string };

type Options<TIn extends TLinkValues & FieldValues, TCtx, TOut extends FieldValues> = {
  control: Control<TIn, TCtx, TOut>;
  setValue: UseFormSetValue<TIn>;
  /** The form's `formState.isSubmitted`: once the user tried to continue, a suggestion is checked too. */
  isSubmitted: boolean;
  /** Whether the link was typed on an earlier visit of the step (or came typed): no suggestion then. */
  typed: boolean;
  /** The app's call of GET /users/slug-availability. */
  lookUp: SlugLookUp;
  /** A link this form may keep although the look-up would call it taken (see `useSlugCheck`). */
  ownSlug?: string;
};

export type TSuggestedSlug = {
  /** The look-up's answer, for `SlugField`. */
  check: SlugCheck;
  /** 'Continuar' waits: the link is being looked up, or cannot be used. */
  held: boolean;
  /** `SlugField`'s `onTyped`: a typed link stops the suggestion; emptied, the title suggests again. */
  onTyped: (slug: string) => void;
  /** Whether the link was typed, for the wizard to keep between visits of the step. */
  isTyped: () => boolean;
};

/**
 * The site link of both wizards' list step: suggested from the title until the user types one,
 * looked up as it changes, and 'Continuar' held while that look-up runs or refuses the link.
 */
export function useSuggestedSlug<TIn extends TLinkValues & FieldValues, TCtx, TOut extends FieldValues>({
  control,
  setValue,
  isSubmitted,
  typed,
  lookUp,
  ownSlug,
}: Options<TIn, TCtx, TOut>): TSuggestedSlug {
  // The form's own types cannot name 'title' and 'slug' of a form type left open; the constraint
  // on TIn is what makes these two views of it hold.
  const linkControl = control as unknown as Control<TLinkValues>;
  const setLink = setValue as unknown as UseFormSetValue<TLinkValues>;
  const [title, slug] = useWatch({ control: linkControl, name: ['title', 'slug'] });
  // Read when the title changes, no render of its own; the wizard keeps it between visits.
  const slugTyped = useRef(typed);
  useEffect(() => {
    // Checked again once 'Continuar' was tried, as a typed field is, so 'required' goes away.
    if (!slugTyped.current) setLink('slug', suggestSlug(title ?? ''), { shouldValidate: isSubmitted });
  }, [title, setLink, isSubmitted]);
  const check = useSlugCheck(slug ?? '', lookUp, ownSlug);
  return {
    check,
    held: check.state === 'checking' || check.state === 'refused',
    onTyped: (link) => {
      slugTyped.current = link !== '';
    },
    isTyped: () => slugTyped.current,
  };
}
