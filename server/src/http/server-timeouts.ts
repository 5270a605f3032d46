/**
 * How long the HTTP server waits for a client, so that connections that trickle in, or never
 * finish, are closed instead of piling up: Fastify and Node leave the whole request unbounded by
 * default, and a few thousand sockets each sending a byte a minute would hold the server's
 * descriptors and memory for good. Whatever is cut gets a 408 in Portuguese where the connection
 * still allows an answer (answerClientError, plugins/errors.ts).
 */
export type ServerTimeouts = {
  /** The whole request, headers and body (REQUEST_TIMEOUT_SECONDS). */
  requestTimeout: number;
  /** The headers alone: a few hundred bytes, which no honest client takes long to send. */
  headersTimeout: number;
  /** A socket on which nothing at all moves, either way (a response the client never reads too). */
  connectionTimeout: number;
  /**
   * An idle connection between two requests: above the 60 s idle timeout of the usual load
   * balancers, so that the balancer is the one that closes it and never sends on a connection
   * the server has just closed.
   */
  keepAliveTimeout: number;
  /**
   * How often Node looks for requests past their time: its default, 30 s, would let a request
   * overstay by that much.
   */
  connectionsCheckingInterval: number;
};

const HEADERS_TIMEOUT_MS = 15_000;
const CONNECTION_TIMEOUT_MS = 60_000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const CHECKING_INTERVAL_MS = 1_000;

export function serverTimeouts(requestTimeoutMs: number): ServerTimeouts {
  return {
    requestTimeout: requestTimeoutMs,
    // Node requires the headers' time to be no longer than the whole request's.
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(CHECKING_INTERVAL_MS, requestTimeoutMs),
  };
}
