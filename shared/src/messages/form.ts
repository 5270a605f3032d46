/** What a form on screen says of itself, in every app. */

/** Asked before a dialog holding changes not saved closes (Cancelar, Escape, a click outside). */
export const DISCARD_CHANGES_MESSAGES = {
  title: 'Descartar alterações?',
  text: 'O que foi digitado neste formulário ainda não foi salvo e será perdido.',
  keep: 'Continuar editando',
  discard: 'Descartar',
} as const;
