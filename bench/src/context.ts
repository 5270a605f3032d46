import type { Child, Platform } from './platform';

/** What every scenario gets: the running platform, its mock provider, and the run's settings. */
export type BenchContext = {
  platform: Platform;
  mock: Child & { accessToken: string; webhookSecret: string };
  /** Seconds of each measured load (BENCH_SECONDS, default 10). */
  seconds: number;
  /** Written by the bench, removed at the end. */
  workDir: string;
  log: (line: string) => void;
};

/** What a phone's browser sends with every call. */
export const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
} as const;
