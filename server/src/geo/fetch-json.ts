import { GEO_TIMEOUT_MESSAGE, GEO_UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import { GeoError } from './geo-error';

export type FetchJsonOptions = {
  headers?: Record<string, string>;
  /** The whole exchange, body included, must end within this. */
  timeoutMs: number;
};

/**
 * GETs a JSON document from an outside service. Never hangs: AbortSignal.timeout cuts the request
 * (and a body that trickles in) at `timeoutMs`, a GeoError 504. A refused connection, a non-2xx
 * answer or a body that is not JSON is a GeoError 502; the cause goes with it for the log.
 */
export async function fetchJson(url: string, { headers, timeoutMs }: FetchJsonOptions): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal });
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeoError(502, GEO_UNAVAILABLE_MESSAGE);
    }
    return await response.json();
  } catch (error) {
    if (error instanceof GeoError) throw error;
    if (signal.aborted) throw new GeoError(504, GEO_TIMEOUT_MESSAGE);
    throw Object.assign(new GeoError(502, GEO_UNAVAILABLE_MESSAGE), { cause: error });
  }
}
