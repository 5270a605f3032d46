/**
 * An error whose Portuguese message is meant for the client: throw it from a route or a hook and
 * the error handler answers `{ success: false, message }` with its status. Statuses of 500 and
 * above still answer the generic message (the text goes to the log only).
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
