import pino, { type Level, type Logger } from 'pino';

type LoggerOptions = { level: Level | 'silent'; errorLogPath: string };

/**
 * JSON lines on stdout at the configured level, and every error (5xx included, the error handler
 * logs those at `error`) also appended to the error log that administrators download from
 * GET /api/admin/logs/error.txt.
 */
export function createLogger({ level, errorLogPath }: LoggerOptions): { logger: Logger; close: () => void } {
  // Synchronous: errors are rare, and a line must be on disk before the admin downloads the file.
  const errorFile = pino.destination({ dest: errorLogPath, mkdir: true, sync: true });
  const streams: pino.StreamEntry[] = [{ level: 'error', stream: errorFile }];
  // Buffered: a line per request written synchronously to a pipe was a system call on the event
  // loop each time (≈3% of the server's CPU under load); pino flushes the buffer on exit.
  const stdout = level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false });
  if (level !== 'silent' && stdout) streams.push({ level, stream: stdout });
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
