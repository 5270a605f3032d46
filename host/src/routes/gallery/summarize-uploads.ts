import type { TGalleryType } from '@celebra/shared/models';

/** How one file of a batch ended: sent, or refused with the reason the host is told. */
export type TUploadOutcome =
  | { type: TGalleryType; sent: true }
  | { type: TGalleryType; sent: false; reason: string };

type Kind = TGalleryType | 'mixed';

const WORDS: Record<Kind, { one: string; many: string; female: boolean }> = {
  image: { one: 'foto', many: 'fotos', female: true },
  video: { one: 'vídeo', many: 'vídeos', female: false },
  mixed: { one: 'mídia', many: 'mídias', female: true },
};

function kindOf(types: TGalleryType[]): Kind {
  const distinct = new Set(types);
  return distinct.size === 1 ? (types[0] as TGalleryType) : 'mixed';
}

/** 'foto'/'fotos' and the participle that goes with it: 'enviada', 'enviados'. */
function participle(kind: Kind, count: number, word: string): string {
  const ending = WORDS[kind].female ? 'a' : 'o';
  return `${word}${ending}${count === 1 ? '' : 's'}`;
}

function noun(kind: Kind, count: number): string {
  return count === 1 ? WORDS[kind].one : WORDS[kind].many;
}

/**
 * The one message at the end of a batch of uploads: '3 fotos enviadas.', '3 fotos enviadas, 1 não
 * enviada: <motivo>', '2 vídeos não enviados: <motivo>'. Each distinct reason is said once, so a
 * full gallery refusing the last five files reads as one sentence.
 */
export function summarizeUploads(outcomes: TUploadOutcome[]): string {
  const kind = kindOf(outcomes.map((outcome) => outcome.type));
  const sent = outcomes.filter((outcome) => outcome.sent).length;
  const reasons = [...new Set(outcomes.flatMap((outcome) => (outcome.sent ? [] : [outcome.reason.trim()])))];
  const failed = outcomes.length - sent;
  const sentPart = `${sent} ${noun(kind, sent)} ${participle(kind, sent, 'enviad')}`;
  if (failed === 0) return `${sentPart}.`;
  const failedPart =
    sent === 0
      ? `${failed} ${noun(kind, failed)} não ${participle(kind, failed, 'enviad')}`
      : `${sentPart}, ${failed} não ${participle(kind, failed, 'enviad')}`;
  return `${failedPart}: ${reasons.join(' ')}`;
}

/**
 * Why the files past the gallery's room were left out: 'Você escolheu 5 fotos, mas só cabem mais 3
 * no seu pacote: as outras 2 não foram incluídas.'
 */
export function overflowMessage(type: TGalleryType, chosen: number, room: number): string {
  const words = WORDS[type];
  const left = chosen - room;
  const article = words.female ? 'a' : 'o';
  const chosenText = `Você escolheu ${chosen} ${noun(type, chosen)}`;
  if (room === 0) return `${chosenText}, mas não cabe mais nenhum${words.female ? 'a' : ''} no seu pacote.`;
  const others = left === 1 ? `${article} outr${article}` : `${article}s outr${article}s ${left}`;
  const included = left === 1 ? `incluíd${article}` : `incluíd${article}s`;
  const verb = left === 1 ? 'foi' : 'foram';
  return `${chosenText}, mas só ${room === 1 ? 'cabe' : 'cabem'} mais ${room} no seu pacote: ${others} não ${verb} ${included}.`;
}
