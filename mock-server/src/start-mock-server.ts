import { buildMockApp, type MockAppOptions } from './app';

export type StartMockServerOptions = MockAppOptions & {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** 127.0.0.1 unless given: the stand-ins are for this machine only. */
  host?: string;
};

export type MockServer = {
  /** The base URL of every stand-in, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  close: () => Promise<void>;
};

/**
 * Starts the stand-ins and answers where they listen. `npm start` (demo mode) runs it in-process,
 * tests start one per file on a free port.
 */
export async function startMockServer(options: StartMockServerOptions): Promise<MockServer> {
  const { port = 0, host = '127.0.0.1', ...appOptions } = options;
  const app = await buildMockApp(appOptions);
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${urlHost}:${boundPort}`, close: () => app.close() };
}
