import pino, { type Level, type Logger } from 'pino';

/**
 * A log as the domain, the read model and the jobs write to it (the app's logger, or a request's):
 * English lines, never anything personal. Narrower than Fastify's logger, so that they need none.
 */
export type Log = Pick<pino.BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

type LoggerOptions = {
  level: Level | 'silent';
  errorLogPath: string;
  /** Where the stdout lines go instead of JSON on fd 1 (prettyStdout's stream on a terminal). */
  stdout?: pino.DestinationStream;
};

/**
 * pino-pretty's readable, coloured lines when a person watches stdout (a terminal), undefined
 * otherwise (JSON for the log collector). Synchronous and in-process, not a worker-thread
 * transport: the server runs bundled (dist/main.js), where a transport's worker cannot resolve
 * its target. Loaded only on a terminal, and only where it is installed (not in a production install).
 */
export async function prettyStdout(): Promise<pino.DestinationStream | undefined> {
  if (!process.stdout.isTTY) return undefined;
  // A development dependency: a production install on a terminal (docker run -t) logs JSON.
  const loaded = await import('pino-pretty').catch(() => undefined);
  return loaded?.default({ colorize: true, sync: true, destination: 1 });
}

/**
 * JSON lines on stdout (or `stdout`) at the configured level, and every error (5xx included, the error handler
 * logs those at `error`) also appended to the error log that administrators download from
 * GET /api/admin/logs/error.txt.
 */
export function createLogger({ level, errorLogPath, stdout: readable }: LoggerOptions): {
  logger: Logger;
  close: () => void;
} {
  // Synchronous: errors are rare, and a line must be on disk before the admin downloads the file.
  const errorFile = pino.destination({ dest: errorLogPath, mkdir: true, sync: true });
  const streams: pino.StreamEntry[] = [{ level: 'error', stream: errorFile }];
  // Buffered: a line per request written synchronously to a pipe was a system call on the event
  // loop each time (≈3% of the server's CPU under load); pino flushes the buffer on exit.
  const stdout = level === 'silent' || readable ? undefined : pino.destination({ dest: 1, sync: false });
  if (level !== 'silent') streams.push({ level, stream: readable ?? (stdout as pino.DestinationStream) });
  // The logger must let through the most verbose level any stream wants.
  const loggerLevel = level === 'silent' || level === 'fatal' ? 'error' : level;
  const logger = pino({ level: loggerLevel }, pino.multistream(streams));
  return {
    logger,
    close: () => {
      errorFile.end();
      stdout?.flushSync();
    },
  };
}
