/** Files sent to the server: the form that carries them, images and videos. */

const MB = 1024 * 1024;

export const NOT_MULTIPART_MESSAGE = 'Envie o formulário como multipart/form-data.';
export const INVALID_MULTIPART_MESSAGE = 'Formulário inválido: não foi possível ler o envio.';
export const ONE_FILE_MESSAGE = 'Envie apenas um arquivo por vez.';
export const FILE_MISSING_MESSAGE = 'Selecione um arquivo para enviar.';
export const TOO_MANY_FIELDS_MESSAGE = 'O formulário tem campos demais.';
/** A form field (not the file) longer than an upload form's fields may be; `label` in Portuguese. */
export function fieldTooLargeMessage(label: string): string {
  return `O campo ${label} é grande demais.`;
}

/** The 413 for a file over `maxBytes`, in whole megabytes. */
export function fileTooLargeMessage(maxBytes: number): string {
  return `Arquivo muito grande. O limite é de ${Math.round(maxBytes / MB)} MB.`;
}

export const UNREADABLE_IMAGE_MESSAGE = 'Não foi possível ler a imagem. Tente outro arquivo.';
export const TOO_MANY_PIXELS_MESSAGE = 'A imagem tem resolução grande demais.';

/** Every slot that decodes images is taken and the upload waited too long for one. */
export const IMAGES_BUSY_MESSAGE = 'Muitas imagens sendo processadas agora. Tente novamente em instantes.';

export const NOT_A_VIDEO_MESSAGE = 'Por favor, selecione um vídeo nos formatos MP4, WebM ou OGG.';
export const INVALID_VIDEO_MESSAGE =
  'O arquivo não é um vídeo válido: não encontramos uma faixa de vídeo. Envie um vídeo MP4, WebM ou OGG.';

/** The event's cover image replaced. */
export const IMAGE_UPDATED_MESSAGE = 'Imagem atualizada!';
