/**
 * How a screen's own loads run (the dashboard totals, the settings, an event's balance: what is not
 * a react-admin record). A failure is told at once by the screen's alert rather than retried in
 * silence; a screen loads when it opens, not again each time the browser tab regains focus; and
 * what it loaded is dropped when it closes, so a screen opened again waits for fresh data, as its
 * forms are filled once from it.
 */
export const SCREEN_LOAD = { retry: false, refetchOnWindowFocus: false, gcTime: 0 } as const;
