import { apiRoutes } from '@celebra/shared/api';
import type { TGalleryItem, TGalleryType } from '@celebra/shared/models';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import VideoCallOutlinedIcon from '@mui/icons-material/VideoCallOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useAlert } from '../../../common/alert/alert-atom';
import { api } from '../../../common/api';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { compressImage } from '../../../common/upload/compress-image';
import { isAbortError, uploadWithProgress } from '../../../common/upload/upload-with-progress';
import { useLoad } from '../../../common/use-load';
import { MediaGrid } from './components/MediaGrid';
import { PendingUpload } from './components/PendingUpload';
import { usePendingMedia } from './use-pending-media';

const photoCount = (n: number) =>
  n === 0 ? 'Nenhuma foto incluída' : `${n} ${n === 1 ? 'foto incluída' : 'fotos incluídas'}`;
const videoCount = (n: number) =>
  n === 0 ? 'Nenhum vídeo incluído' : `${n} ${n === 1 ? 'vídeo incluído' : 'vídeos incluídos'}`;

/** The gallery: photos and videos, one upload at a time with a local preview and progress. */
export function GalleryPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { data, loading, reload } = useLoad(
    (signal) => api.call(apiRoutes.usersListGallery, { params: { eventId: id }, signal }),
    id,
    // A failed gallery look-up is only logged (spec, section 8).
    (error) => console.error('Gallery look-up failed', error),
  );
  const { pending, pick, clear } = usePendingMedia();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TGalleryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useRef<AbortController | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  const choose = (type: TGalleryType) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith(`${type}/`)) {
      alert.warning(type === 'image' ? 'Por favor, selecione um arquivo de imagem.' : 'Por favor, selecione um arquivo de vídeo.');
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
      alert.success('Mídia salva.');
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
      alert.success('Mídia removida.');
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
          <Chip label={photoCount(data?.imageQuantity ?? 0)} />
          <Chip label={videoCount(data?.videoQuantity ?? 0)} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />} onClick={() => photoInput.current?.click()} disabled={progress !== null}>
            Adicionar foto
          </Button>
          <Button variant="outlined" startIcon={<VideoCallOutlinedIcon />} onClick={() => videoInput.current?.click()} disabled={progress !== null}>
            Adicionar vídeo
          </Button>
          <input ref={photoInput} type="file" accept="image/*" hidden data-testid="photo-input" onChange={choose('image')} />
          <input ref={videoInput} type="file" accept="video/*" hidden data-testid="video-input" onChange={choose('video')} />
        </Box>
        {pending && <PendingUpload pending={pending} progress={progress} onUpload={send} onCancel={cancel} />}
        {loading && !data ? <LoadingView /> : <MediaGrid items={data?.gallery ?? []} onRemove={setRemoving} />}
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
