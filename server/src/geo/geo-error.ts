/**
 * A look-up that could not be answered, with the status and Portuguese message the client gets:
 * 404 for an unknown CEP, 429 when this client already has look-ups waiting, 502 when the service
 * failed, 503 when it is not configured or busy, 504 when it did not answer in time. The
 * geo routes answer it themselves (the error handler hides every 5xx behind a generic text, but
 * "the service is slow, try again" is worth saying).
 */
export class GeoError extends Error {
  override name = 'GeoError';

  constructor(
    readonly statusCode: 404 | 429 | 502 | 503 | 504,
    message: string,
  ) {
    super(message);
  }
}
