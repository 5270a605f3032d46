/**
 * The S3-compatible store of the media scenario: s3rver in a process of its own (so it does not
 * share the load generator's event loop), its objects in S3_DIRECTORY, one bucket S3_BUCKET, on
 * PORT. GET /ready answers once it listens. Anonymous reads are allowed, which is how the
 * scenario fetches the objects straight from the store beside the server.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

// s3rver ships no types; this is the part of its API used here.
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
type S3rverInstance = { run(): Promise<AddressInfo> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

const directory = process.env.S3_DIRECTORY;
const bucket = process.env.S3_BUCKET;
if (!directory || !bucket) throw new Error('S3_DIRECTORY and S3_BUCKET are required');

await new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.PORT),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
}).run();
