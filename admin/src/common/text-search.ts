/** A text as a search compares it: without accents, in lower case, spaces trimmed. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/** Whether `text` holds what was typed, ignoring accents and case ('panela' finds 'Jogo de Panelas'). */
export function matchesSearch(text: string, typed: string): boolean {
  const wanted = searchable(typed);
  return wanted === '' || searchable(text).includes(wanted);
}
