// The parts of the bench's untyped dependencies it uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (
      request: Record<string, unknown>,
      context: Record<string, unknown>,
    ) => Record<string, unknown>;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  };
  type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number | string }>;
  };
  type Instance = EventEmitter &
    PromiseLike<Result> & {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
      ): Instance;
    };
  export default function autocannon(options: Options): Instance;
}

declare module 'json-server' {
  type Handler = (...args: never[]) => void;
  type App = {
    use(...handlers: (Handler | Handler[])[]): void;
    listen(port: number, host: string, ready: () => void): void;
  };

  const jsonServer: {
    create(): App;
    router(db: object): Handler;
    rewriter(routes: Record<string, string>): Handler;
    defaults(options?: { logger?: boolean; noCors?: boolean }): Handler[];
  };
  export default jsonServer;
}
