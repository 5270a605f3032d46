import type { THostReceivedGift } from '@celebra/shared/models';

/** 'a', 'a e b', 'a, b e c': how a sentence lists things in Portuguese. */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/**
 * The ready thank-you the host starts from, to edit before sending: the guest's first name, the
 * gifts they gave and the host's signature. A guest who left no name is greeted without one.
 */
export function composeThankYou(gift: THostReceivedGift, hostName: string): string {
  const firstName = gift.guestName?.trim().split(/\s+/)[0];
  const greeting = firstName ? `Oi, ${firstName}!` : 'Oi!';
  const gifts = joinNames([...new Set(gift.items.map((item) => item.giftName))]);
  return `${greeting} Muito obrigado pelo ${gifts}. Ficamos muito felizes com o seu carinho!\n\n— ${hostName}`;
}

/** The subject of the thank-you e-mail. */
export const THANK_YOU_SUBJECT = 'Obrigado pelo presente!';

/** A mailto: link to the guest with the subject and the text (encoded as RFC 6068 asks). */
export function thankYouMailLink(email: string, text: string): string {
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(THANK_YOU_SUBJECT)}&body=${encodeURIComponent(text)}`;
}
