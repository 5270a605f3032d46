import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../config';
import { IMMUTABLE_CACHE_CONTROL, keyOf, mediaUrl, safeKey } from './media-key';
import type { Storage, StoredObject } from './storage';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** How long a signed URL of the store stays valid (serve=signed). */
export const SIGNED_URL_SECONDS = 15 * 60;

// One range of bytes, the only kind a browser sends to seek (bytes=0-99, bytes=100-, bytes=-100);
// anything else is ignored and the whole object is sent, which HTTP allows.
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * Media in an S3-compatible bucket (AWS, MinIO, R2…), under `prefix`. Credentials come from the
 * SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, or the instance's role). The
 * apps still see `/media/<key>`: the storage plugin serves those URLs from here (proxy) or
 * redirects them to the store (signed, public).
 */
export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      // A store that does not answer must fail a request (503) quickly, not hold it for minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      maxAttempts: 2,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
    return mediaUrl(key);
  }

  async putStream(key: string, body: Readable, contentType: string): Promise<string> {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      },
      // Parts of a failed upload are aborted, so nothing is kept (nor billed) under the key.
      leavePartsOnError: false,
    });
    // The stream's own error (a 413 from the size limit, a client gone) is the one the caller
    // must see, not the SDK's wrapping of it.
    let streamError: unknown;
    body.once('error', (error) => {
      streamError = error;
    });
    try {
      await upload.done();
    } catch (error) {
      await upload.abort().catch(() => undefined);
      throw streamError ?? error;
    }
    return mediaUrl(key);
  }

  async remove(keyOrUrl: string): Promise<void> {
    const key = keyOf(keyOrUrl);
    // Seeded or legacy absolute URLs (another host) are not ours to delete.
    if (key === undefined) return;
    // S3 answers a delete of a missing object with success, as the interface wants.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async read(keyOrUrl: string): Promise<Buffer | undefined> {
    const key = keyOf(keyOrUrl);
    if (key === undefined) return undefined;
    const stored = await this.get(key);
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async has(keyOrUrl: string): Promise<boolean> {
    const key = keyOf(keyOrUrl);
    if (key === undefined) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async check(): Promise<void> {
    // Reaches the store with the credentials and sees the bucket, without writing anything.
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  /**
   * The object behind a key, streamed, with what a browser needs to cache and seek it; undefined
   * when there is none. `range` is a Range header's value: one range is honoured, anything else
   * (several ranges, one past the end) gets the whole object.
   */
  async get(key: string, range?: string): Promise<StoredObject | undefined> {
    const objectKey = this.objectKey(key);
    const wanted = range && SINGLE_RANGE.test(range) ? range : undefined;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: objectKey, Range: wanted }),
      );
      const contentLength = answer.ContentLength ?? 0;
      const parsed = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        contentLength,
        totalLength: parsed ? Number(parsed[3]) : contentLength,
        etag: answer.ETag,
        lastModified: answer.LastModified,
        range: parsed && wanted ? { start: Number(parsed[1]), end: Number(parsed[2]) } : undefined,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      // A range past the end: the whole object, as if no range had been asked for.
      if (wanted && error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
        return this.get(key);
      throw error;
    }
  }

  /** A URL of the store that answers the object for a short while, without credentials. */
  async signedUrl(key: string): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) });
    return getSignedUrl(this.client, command, { expiresIn: SIGNED_URL_SECONDS });
  }

  /** Where the store's public base (serve=public) answers a key. */
  publicUrl(key: string): string | undefined {
    const base = this.config.publicUrl;
    return base ? `${base}/${this.objectKey(key)}` : undefined;
  }

  async *list(prefix: string): AsyncIterable<{ key: string; lastModified: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: `${this.config.prefix}${prefix}`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key.slice(this.config.prefix.length),
          lastModified: object.LastModified ?? new Date(),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private objectKey(key: string): string {
    return `${this.config.prefix}${safeKey(key)}`;
  }
}
