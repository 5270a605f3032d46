import { apiRoutes, type EVENT_IMAGE_KINDS } from '@celebra/shared/api';
import { IMAGE_UPDATED_MESSAGE } from '@celebra/shared/messages';
import { COMMON_MESSAGES } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { compressImage } from '@celebra/ui/images';
import { useState } from 'react';
import { useHostEvent, useUpdateHostEvent } from '../../common/session';
import { uploadWithProgress } from '../../common/upload/upload-with-progress';

type TKind = (typeof EVENT_IMAGE_KINDS)[number];

/** Avatar or banner upload: checked to be an image, compressed in the browser, sent with progress. */
export function useEventImageUpload(kind: TKind) {
  const alert = useAlert();
  const event = useHostEvent();
  const updateEvent = useUpdateHostEvent();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      alert.warning(COMMON_MESSAGES.imageFileRequired);
      return;
    }
    setProgress(0);
    try {
      const form = new FormData();
      form.append('file', await compressImage(file));
      const answer = await uploadWithProgress({
        route: apiRoutes.usersUploadEventImage,
        params: { eventId: event.id, kind },
        form,
        onProgress: setProgress,
      });
      updateEvent({ avatarUrl: answer.avatarUrl, bannerUrl: answer.bannerUrl });
      alert.success(IMAGE_UPDATED_MESSAGE);
    } catch (error) {
      alert.error(error, 'Erro ao realizar o upload da imagem.');
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, isUploading: progress !== null };
}
