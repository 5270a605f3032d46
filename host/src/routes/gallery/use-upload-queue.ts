import { errorMessage } from '@celebra/shared/client';
import type { TGalleryType } from '@celebra/shared/models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../common/upload/upload-with-progress';
import type { TUploadOutcome } from './summarize-uploads';

export type TQueuedStatus = 'waiting' | 'sending' | 'sent' | 'failed';

export type TQueuedMedia = {
  id: number;
  file: File;
  type: TGalleryType;
  previewUrl: string;
  status: TQueuedStatus;
  /** 0 to 100 while sending. */
  progress: number;
  /** Why it was not sent. */
  reason?: string;
};

/** Sends one file; rejects with the server's refusal, or an AbortError when cancelled. */
export type TSendMedia = (
  media: TQueuedMedia,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<void>;

/** What a run of the queue did: each file's end, and whether the host cancelled it midway. */
export type TQueueRun = { outcomes: TUploadOutcome[]; cancelled: boolean };

const FALLBACK_REASON = 'Erro ao enviar o arquivo.';

/**
 * The files the host picked for the gallery, each with its local preview, status and progress.
 * `run` sends them one by one (a video can be 100 MB: several at once would share the host's
 * upload link and all finish late); a refusal marks that file and the next one goes on. Files sent
 * leave the queue at the end of the run, refused ones stay with their reason to be sent again or
 * removed. Each preview's object URL is freed when its file leaves the queue.
 */
export function useUploadQueue(send: TSendMedia) {
  const [items, setItems] = useState<TQueuedMedia[]>([]);
  const [running, setRunning] = useState(false);
  const latest = useRef(items);
  latest.current = items;
  const controller = useRef<AbortController | null>(null);
  const nextId = useRef(0);

  useEffect(
    () => () => {
      controller.current?.abort();
      for (const item of latest.current) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const update = useCallback((id: number, change: Partial<TQueuedMedia>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = (files: Array<{ file: File; type: TGalleryType }>) => {
    // The object URLs are made here, not in the state updater, which may run twice.
    const added = files.map(({ file, type }) => ({
      id: ++nextId.current,
      file,
      type,
      previewUrl: URL.createObjectURL(file),
      status: 'waiting' as const,
      progress: 0,
    }));
    setItems((current) => [...current, ...added]);
  };

  const drop = (keep: (item: TQueuedMedia) => boolean) => {
    for (const item of latest.current) if (!keep(item)) URL.revokeObjectURL(item.previewUrl);
    setItems((current) => current.filter(keep));
  };

  const remove = (id: number) => drop((item) => item.id !== id);

  /** Stops the file being sent and forgets every file still queued. */
  const clear = () => {
    controller.current?.abort();
    drop(() => false);
  };

  const run = async (): Promise<TQueueRun> => {
    const batch = latest.current.filter((item) => item.status === 'waiting' || item.status === 'failed');
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    const outcomes: TUploadOutcome[] = [];
    const sentIds = new Set<number>();
    try {
      for (const item of batch) {
        if (abort.signal.aborted) break;
        update(item.id, { status: 'sending', progress: 0, reason: undefined });
        try {
          await send(item, (progress) => update(item.id, { progress }), abort.signal);
          update(item.id, { status: 'sent', progress: 100 });
          sentIds.add(item.id);
          outcomes.push({ type: item.type, sent: true });
        } catch (error) {
          if (isAbortError(error) || abort.signal.aborted) break;
          const reason = errorMessage(error, FALLBACK_REASON);
          update(item.id, { status: 'failed', reason });
          outcomes.push({ type: item.type, sent: false, reason });
        }
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setRunning(false);
    }
    const cancelled = abort.signal.aborted;
    if (!cancelled) drop((item) => !sentIds.has(item.id));
    return { outcomes, cancelled };
  };

  return { items, running, add, remove, clear, run };
}
