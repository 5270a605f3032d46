/**
 * The intro of an event site: the host's title and text, or the platform's
 * welcome when the host wrote no description (guest/.../Intro.tsx, rendered on the server for an
 * event's page, then hydrated in the browser).
 */

export const DEFAULT_WELCOME_TITLE = 'Sejam muito bem-vindos!';
export const DEFAULT_WELCOME_TEXT = [
  'Que alegria ter você aqui! Preparamos este cantinho com muito carinho para dividir com as pessoas queridas cada detalhe deste momento tão especial.',
  'Aqui você encontra as informações do evento, pode confirmar sua presença, deixar um recadinho e, se quiser, escolher um presente da nossa lista.',
  'Obrigado por fazer parte da nossa história!',
].join('\n\n');

/** The intro's title and text: the host's when there is a description, else the welcome. */
export function introTexts(
  titleDescription: string | null,
  description: string | null,
): { title: string; text: string } {
  if (!description?.trim()) return { title: DEFAULT_WELCOME_TITLE, text: DEFAULT_WELCOME_TEXT };
  return { title: titleDescription?.trim() || DEFAULT_WELCOME_TITLE, text: description };
}
