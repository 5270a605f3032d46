import type { TGalleryType } from '@celebra/shared/models';
import { useEffect, useState } from 'react';

export type TPendingMedia = { file: File; type: TGalleryType; previewUrl: string };

/**
 * The one file waiting to be uploaded, with its local preview. Picking a photo drops a pending
 * video and the other way round; the preview's object URL is freed when replaced.
 */
export function usePendingMedia() {
  const [pending, setPending] = useState<TPendingMedia | null>(null);
  useEffect(
    () => () => {
      if (pending) URL.revokeObjectURL(pending.previewUrl);
    },
    [pending],
  );
  return {
    pending,
    pick: (file: File, type: TGalleryType) =>
      setPending({ file, type, previewUrl: URL.createObjectURL(file) }),
    clear: () => setPending(null),
  };
}
