import { describe, expect, it } from 'vitest';
import { overflowMessage, summarizeUploads } from './summarize-uploads';

const sent = (type: 'image' | 'video') => ({ type, sent: true as const });
const refused = (type: 'image' | 'video', reason: string) => ({ type, sent: false as const, reason });

describe('summarizeUploads', () => {
  it('counts what was sent and says each reason once', () => {
    expect(summarizeUploads([sent('image'), sent('image'), sent('image')])).toBe('3 fotos enviadas.');
    expect(summarizeUploads([sent('image')])).toBe('1 foto enviada.');
    expect(summarizeUploads([sent('video'), refused('video', 'Vídeo muito grande.')])).toBe(
      '1 vídeo enviado, 1 não enviado: Vídeo muito grande.',
    );
    expect(summarizeUploads([refused('image', 'Galeria cheia.'), refused('image', 'Galeria cheia.')])).toBe(
      '2 fotos não enviadas: Galeria cheia.',
    );
    expect(
      summarizeUploads([sent('image'), sent('video'), refused('image', 'A.'), refused('video', 'B.')]),
    ).toBe('2 mídias enviadas, 2 não enviadas: A. B.');
  });
});

describe('overflowMessage', () => {
  it('says how many fit', () => {
    expect(overflowMessage('image', 4, 2)).toBe(
      'Você escolheu 4 fotos, mas só cabem mais 2 no seu pacote: as outras 2 não foram incluídas.',
    );
    expect(overflowMessage('video', 2, 1)).toBe(
      'Você escolheu 2 vídeos, mas só cabe mais 1 no seu pacote: o outro não foi incluído.',
    );
    expect(overflowMessage('image', 2, 0)).toBe(
      'Você escolheu 2 fotos, mas não cabe mais nenhuma no seu pacote.',
    );
  });
});
