/** Today's date ('AAAA-MM-DD') in Brasília, the time zone the RSVP deadline is judged in. */
function todayInBrasilia(now: Date): string {
  // en-CA writes dates as ISO does.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** An ISO day ('AAAA-MM-DD') before today in Brasília: a deadline that already closed the answers. */
export function isPastDay(day: string | null | undefined, now: Date = new Date()): boolean {
  return day ? day < todayInBrasilia(now) : false;
}
