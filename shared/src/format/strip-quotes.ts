/**
 * Storage values may be stored wrapped in quotes (older clients wrote them so), e.g. written with
 * JSON.stringify: '"abc"' → 'abc', "'abc'" → 'abc'. JSON escapes inside are decoded; nested
 * wrapping is peeled. Missing values stay null.
 */
export function stripQuotes(value: string | null | undefined): string | null {
  if (value == null) return null;
  let text = value.trim();
  while (text.length >= 2) {
    const first = text[0];
    if ((first !== '"' && first !== "'") || text.at(-1) !== first) break;
    text = first === '"' ? decodeJsonString(text) : text.slice(1, -1);
    text = text.trim();
  }
  return text;
}

function decodeJsonString(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'string' ? parsed : text.slice(1, -1);
  } catch {
    return text.slice(1, -1);
  }
}
