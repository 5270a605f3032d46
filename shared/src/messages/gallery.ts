/** An event's gallery of photos and videos. */
import type { TGalleryType } from '../models/gallery';

export const MEDIA_NOT_FOUND_MESSAGE = 'Mídia não encontrada.';

const WORDS = {
  image: { one: 'foto', many: 'fotos', pack: 'um pacote de fotos' },
  video: { one: 'vídeo', many: 'vídeos', pack: 'um pacote de vídeos' },
} as const;

/** The 403 when a gallery is full, saying what to buy; `allowance` is how many of each it may hold. */
export function galleryFullMessage(
  type: TGalleryType,
  allowance: Readonly<Record<TGalleryType, number>>,
): string {
  const words = WORDS[type];
  const limit = allowance[type];
  if (limit === 0) {
    return `Seu pacote não inclui ${words.many}. Contrate ${words.pack} em Pacote de Serviços para enviar ${words.many}.`;
  }
  return `Sua galeria já tem ${limit} ${limit === 1 ? words.one : words.many}, o limite do seu pacote. Contrate ${words.pack} em Pacote de Serviços para enviar mais.`;
}

export const MEDIA_SAVED_MESSAGE = 'Mídia salva.';
export const MEDIA_REMOVED_MESSAGE = 'Mídia removida.';
