/** The back office's address of a version of the legal texts (LegalVersionPage). */
export const legalVersionPath = (version: number) => `/legal-versions/${version}`;
