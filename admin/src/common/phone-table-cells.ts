/**
 * A record's small table on a phone: its cells' side padding halved below 600 px, so that three
 * columns (a gift, an amount, a button) fit a 320 px screen's card instead of pushing the page
 * sideways; 16 px each side again from a tablet up.
 */
export const PHONE_TABLE_CELLS = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;
