/** A CLI refused before writing anything: its message says why and what to do instead. */
export class RefusedError extends Error {}
