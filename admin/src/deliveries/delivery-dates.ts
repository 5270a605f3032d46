/**
 * The platform's days are São Paulo's (the server counts the week's deliveries in that time zone):
 * today and this week (Monday to Sunday) as 'aaaa-mm-dd', whatever the administrator's machine says.
 */
const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/** The calendar day `at` is in São Paulo, 'aaaa-mm-dd' (the 'en-CA' format is the ISO one). */
export function todayInSaoPaulo(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Monday and Sunday of the week `at` is in, in São Paulo. */
export function thisWeekInSaoPaulo(at: Date = new Date()): { from: string; to: string } {
  // Calendar arithmetic on the São Paulo day read as UTC midnight: no daylight saving in between.
  const today = new Date(`${todayInSaoPaulo(at)}T00:00:00Z`);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-sinceMonday), to: day(6 - sinceMonday) };
}
