/**
 * A colour chosen by a host or an administrator that does not read at 4.5:1 as text on white: it
 * is still saved, and the apps darken it where it is text, so the picker only warns.
 */

export const SITE_COLOR_LOW_CONTRAST_MESSAGE =
  'Com esta cor, alguns textos ficam difíceis de ler. Vamos escurecê-la um pouco onde ela aparece como texto no site (preços, ícones e links).';
export const PANEL_COLOR_LOW_CONTRAST_MESSAGE =
  'Com esta cor, alguns textos ficam difíceis de ler. Vamos escurecê-la um pouco onde ela aparece como texto no painel.';
