import { apiRoutes } from '@celebra/shared/api';
import { isVideoUrl } from '@celebra/shared/format';
import { MEDIA_REMOVED_MESSAGE, MEDIA_SAVED_MESSAGE } from '@celebra/shared/messages';
import type { TGalleryItem, TGalleryType } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import { compressImage } from '@celebra/ui/images';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import VideoCallOutlinedIcon from '@mui/icons-material/VideoCallOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api } from '../../../common/api';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { isAbortError, uploadWithProgress } from '../../../common/upload/upload-with-progress';
import { MediaGrid } from './components/MediaGrid';
import { PendingUpload } from './components/PendingUpload';
import { usePendingMedia } from './use-pending-media';

/**
 * The media the package includes (imageQuantity / videoQuantity: what the server allows) and how
 * many are in use: 'Nenhuma foto incluída' when the package has none.
 */
const photoCount = (used: number, included: number) =>
  included === 0
    ? 'Nenhuma foto incluída'
    : `Fotos: ${used} de ${included} ${included === 1 ? 'incluída' : 'incluídas'}`;
const videoCount = (used: number, included: number) =>
  included === 0
    ? 'Nenhum vídeo incluído'
    : `Vídeos: ${used} de ${included} ${included === 1 ? 'incluído' : 'incluídos'}`;

/** The gallery: photos and videos, one upload at a time with a local preview and progress. */
export function GalleryPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const queryClient = useQueryClient();
  const queryKey = ['usersListGallery', id];
  const { data, error, isLoading } = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.call(apiRoutes.usersListGallery, { params: { eventId: id }, signal }),
  });
  // A failed gallery look-up is only logged: the page still works without it.
  useEffect(() => {
    if (error) console.error('Gallery look-up failed', error);
  }, [error]);
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const { pending, pick, clear } = usePendingMedia();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TGalleryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useRef<AbortController | null>(null);
  const items = data?.gallery ?? [];
  const videos = items.filter((item) => isVideoUrl(item.url, item.type)).length;
  const photos = items.length - videos;
  const photosFull = data !== undefined && photos >= data.imageQuantity;
  const videosFull = data !== undefined && videos >= data.videoQuantity;
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  const choose = (type: TGalleryType) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith(`${type}/`)) {
      alert.warning(
        type === 'image'
          ? 'Por favor, selecione um arquivo de imagem.'
          : 'Por favor, selecione um arquivo de vídeo.',
      );
      return;
    }
    upload.current?.abort();
    pick(file, type);
  };

  const send = async () => {
    if (!pending) return;
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const file = pending.type === 'image' ? await compressImage(pending.file) : pending.file;
      const form = new FormData();
      form.append('fileType', pending.type);
      form.append('file', file);
      await uploadWithProgress({
        route: apiRoutes.usersUploadGalleryMedia,
        params: { eventId: id },
        form,
        onProgress: setProgress,
        signal: controller.signal,
      });
      clear();
      alert.success(MEDIA_SAVED_MESSAGE);
      await reload();
    } catch (error) {
      if (!isAbortError(error)) alert.error(error, 'Erro ao atualizar evento.');
    } finally {
      if (upload.current === controller) upload.current = null;
      setProgress(null);
    }
  };

  const cancel = () => {
    upload.current?.abort();
    clear();
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await api.call(apiRoutes.usersDeleteGalleryMedia, { params: { eventId: id, mediaId: removing.id } });
      alert.success(MEDIA_REMOVED_MESSAGE);
      await reload();
    } catch (error) {
      alert.error(error, 'Erro ao remover mídia.');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Page title="Galeria de Fotos e Vídeos" subtitle="As fotos e vídeos que aparecem no seu site.">
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {data && (
            <>
              <Chip label={photoCount(photos, data.imageQuantity)} />
              <Chip label={videoCount(videos, data.videoQuantity)} />
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            onClick={() => photoInput.current?.click()}
            disabled={progress !== null || photosFull}
          >
            Adicionar foto
          </Button>
          <Button
            variant="outlined"
            startIcon={<VideoCallOutlinedIcon />}
            onClick={() => videoInput.current?.click()}
            disabled={progress !== null || videosFull}
          >
            Adicionar vídeo
          </Button>
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="photo-input"
            onChange={choose('image')}
          />
          <input
            ref={videoInput}
            type="file"
            accept="video/*"
            hidden
            data-testid="video-input"
            onChange={choose('video')}
          />
        </Box>
        {(photosFull || videosFull) && (
          <Typography variant="body2" color="text.secondary">
            Quer incluir mais {photosFull && videosFull ? 'fotos e vídeos' : photosFull ? 'fotos' : 'vídeos'}?
            Veja o{' '}
            <Link component={RouterLink} to="/service-package">
              Pacote de Serviços
            </Link>
            .
          </Typography>
        )}
        {pending && <PendingUpload pending={pending} progress={progress} onUpload={send} onCancel={cancel} />}
        {isLoading ? <LoadingView /> : <MediaGrid items={items} onRemove={setRemoving} />}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        text="Remover esta mídia da galeria?"
        confirmLabel="Remover"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}
