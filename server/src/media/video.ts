import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTooLargeMessage, INVALID_VIDEO_MESSAGE } from '@celebra/shared/messages';
import { HttpError } from '../http/http-error';
import type { Storage } from '../storage/storage';
import { inspectVideo } from './inspect-video';
import type { PeekedStream, VideoFormat } from './sniff-video';
import type { MediaFolder } from './store-image';

export type StoredVideo = { url: string; key: string; contentType: string; bytes: number };

/**
 * Streams a sniffed video to storage under a fresh key, never holding it whole in memory. Over
 * `maxBytes` (busboy stops at the limit and flags the stream truncated) it is a 413; a file whose
 * container has no video track (inspect-video.ts: a signature followed by anything else, an
 * audio-only MP4) is a 400. Either way the partial file is removed by the storage; a file known
 * not to be a video is not even written past that point.
 */
export async function storeVideo(
  storage: Storage,
  folder: MediaFolder,
  stream: PeekedStream,
  format: VideoFormat,
  maxBytes: number,
): Promise<StoredVideo> {
  let bytes = 0;
  const inspection = inspectVideo(format.extension);
  async function* counted() {
    for await (const chunk of stream) {
      bytes += chunk.length;
      // The rest is read and dropped past the limit or once it is known not to be a video:
      // destroying busboy's stream would stall it.
      if (bytes > maxBytes) continue;
      inspection.push(chunk);
      if (!inspection.refused) yield chunk;
    }
    if (bytes > maxBytes || stream.truncated) throw new HttpError(413, fileTooLargeMessage(maxBytes));
    if (!inspection.end()) throw new HttpError(400, INVALID_VIDEO_MESSAGE);
  }
  const key = `${folder}/${randomUUID()}.${format.extension}`;
  const url = await storage.putStream(key, Readable.from(counted()), format.contentType);
  return { url, key, contentType: format.contentType, bytes };
}
