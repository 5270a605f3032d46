/**
 * A record's small table on a phone: its cells' side padding cut to 4 px below 600 px, so that
 * three columns (a gift, an amount, a button) fit a 320 px screen's card instead of pushing the
 * page sideways or reaching into the card's margin; 16 px each side again from a tablet up.
 */
export const PHONE_TABLE_CELLS = { '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } } as const;
