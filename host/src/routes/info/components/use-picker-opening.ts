import { type FocusEvent, type KeyboardEvent, useState } from 'react';

/**
 * The pickers' behaviour: the calendar (or clock) opens on focus or click of the field and
 * closes on select, Escape, Tab or a click outside. Focus that comes back from the picker itself
 * (after a choice or Escape) does not open it again.
 */
export function usePickerOpening() {
  const [open, setOpen] = useState(false);
  return {
    pickerProps: { open, onOpen: () => setOpen(true), onClose: () => setOpen(false) },
    fieldProps: {
      onClick: () => setOpen(true),
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const from = event.relatedTarget;
        const fromPicker = from instanceof Element && from.closest('[role="dialog"]') !== null;
        const fromInside = from instanceof Node && event.currentTarget.contains(from);
        if (!fromPicker && !fromInside) setOpen(true);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Tab' || event.key === 'Escape') setOpen(false);
      },
    },
  };
}
