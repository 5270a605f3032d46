import type { THostReceivedGift } from '@celebra/shared/models';

/** 'a', 'a e b', 'a, b e c': how a sentence lists things in Portuguese. */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/** The names after the title's first 'de/da/do' that starts a capitalised word: 'Casamento de Ana e João'. */
const NAMES_IN_TITLE = /(?:^|\s)(?:de|da|do|dos|das)\s+(\p{Lu}.*)$/u;

/**
 * Who signs the thank-you: the couple, as the event's title names them ('Casamento de Ana e João'
 * signs 'Ana e João'; a title that is only names, 'Ana & Pedro', signs itself), else the host's
 * own name. The message stays editable, so a guess that reads oddly is fixed before sending.
 */
export function coupleSignature(eventTitle: string, hostName: string): string {
  const title = eventTitle.trim();
  const names = NAMES_IN_TITLE.exec(title)?.[1];
  if (names) return names.trim();
  return /\p{Lu}/u.test(title) ? title : hostName;
}

/**
 * The ready thank-you the host starts from, to edit before sending: the guest's first name, the
 * gifts they gave and the couple's signature (coupleSignature). A guest who left no name is
 * greeted without one.
 */
export function composeThankYou(gift: THostReceivedGift, signature: string): string {
  const firstName = gift.guestName?.trim().split(/\s+/)[0];
  const greeting = firstName ? `Oi, ${firstName}!` : 'Oi!';
  const gifts = joinNames([...new Set(gift.items.map((item) => item.giftName))]);
  return `${greeting} Muito obrigado pelo ${gifts}. Ficamos muito felizes com o seu carinho!\n\n— ${signature}`;
}

/** The subject of the thank-you e-mail. */
export const THANK_YOU_SUBJECT = 'Obrigado pelo presente!';

/** A mailto: link to the guest with the subject and the text (encoded as RFC 6068 asks). */
export function thankYouMailLink(email: string, text: string): string {
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(THANK_YOU_SUBJECT)}&body=${encodeURIComponent(text)}`;
}
