import { apiRoutes } from '@celebra/shared/api';
import { isVideoUrl } from '@celebra/shared/format';
import { MEDIA_REMOVED_MESSAGE } from '@celebra/shared/messages';
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
import { api } from '../../common/api';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { useHostEvent } from '../../common/session';
import { useLeaveWarning } from '../../common/unsaved/use-leave-warning';
import { uploadWithProgress } from '../../common/upload/upload-with-progress';
import { MediaGrid } from './components/MediaGrid';
import { UploadQueue } from './components/UploadQueue';
import { overflowMessage, summarizeUploads } from './summarize-uploads';
import { type TSendMedia, useUploadQueue } from './use-upload-queue';

const GALLERY_TYPES: TGalleryType[] = ['image', 'video'];

const WRONG_FILE = {
  image: 'Por favor, selecione um arquivo de imagem.',
  video: 'Por favor, selecione um arquivo de vídeo.',
  any: 'Por favor, selecione fotos ou vídeos.',
} as const;

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

/** The gallery: photos and videos, several picked (or dropped) at once, each with its progress. */
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
  const sendOne: TSendMedia = async (media, onProgress, signal) => {
    const file = media.type === 'image' ? await compressImage(media.file) : media.file;
    if (signal.aborted) throw new DOMException('Envio cancelado.', 'AbortError');
    const form = new FormData();
    form.append('fileType', media.type);
    form.append('file', file);
    await uploadWithProgress({
      route: apiRoutes.usersUploadGalleryMedia,
      params: { eventId: id },
      form,
      onProgress,
      signal,
    });
  };
  const queue = useUploadQueue(sendOne);
  // Files picked and not sent yet are lost when the page is left: the host is asked first.
  useLeaveWarning(queue.items.some((item) => item.status !== 'sent'));
  const [removing, setRemoving] = useState<TGalleryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const items = data?.gallery ?? [];
  const used = {
    video: items.filter((item) => isVideoUrl(item.url, item.type)).length,
    image: items.filter((item) => !isVideoUrl(item.url, item.type)).length,
  };
  const photosFull = data !== undefined && used.image >= data.imageQuantity;
  const videosFull = data !== undefined && used.video >= data.videoQuantity;
  /** Places left for files of `type`, the ones already picked counted; unknown before the list loads. */
  const room = (type: TGalleryType) => {
    if (!data) return Number.POSITIVE_INFINITY;
    const included = type === 'image' ? data.imageQuantity : data.videoQuantity;
    const queued = queue.items.filter((item) => item.type === type).length;
    return Math.max(0, included - used[type] - queued);
  };
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  /**
   * Queues the files that fit: of each type, as many as the package still has room for, in the
   * order picked; the rest are refused with one message saying how many fit. `only` is the type a
   * button asked for; a dropped batch may hold both.
   */
  const addFiles = (files: File[], only?: TGalleryType) => {
    const warnings: string[] = [];
    const accepted: Array<{ file: File; type: TGalleryType }> = [];
    let known = 0;
    for (const type of GALLERY_TYPES) {
      if (only && only !== type) continue;
      const ofType = files.filter((file) => file.type.startsWith(`${type}/`));
      known += ofType.length;
      if (ofType.length === 0) continue;
      const fits = room(type);
      if (ofType.length > fits) warnings.push(overflowMessage(type, ofType.length, fits));
      accepted.push(...ofType.slice(0, fits).map((file) => ({ file, type })));
    }
    if (known < files.length) warnings.unshift(WRONG_FILE[only ?? 'any']);
    if (accepted.length > 0) queue.add(accepted);
    if (warnings.length > 0) alert.warning(warnings.join(' '));
  };

  const choose = (type: TGalleryType) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) addFiles(files, type);
  };

  const onDrop = (event: React.DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (queue.running) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) addFiles(files);
  };

  /** Sends the queue, then tells the host once how it went. */
  const send = async () => {
    const { outcomes, cancelled } = await queue.run();
    const sent = outcomes.filter((outcome) => outcome.sent).length;
    if (sent > 0) await reload();
    if (cancelled || outcomes.length === 0) return;
    const text = summarizeUploads(outcomes);
    if (sent === outcomes.length) alert.success(text);
    else if (sent === 0) alert.show({ severity: 'error', text });
    else alert.warning(text);
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
              <Chip label={photoCount(used.image, data.imageQuantity)} />
              <Chip label={videoCount(used.video, data.videoQuantity)} />
            </>
          )}
        </Box>
        <Box
          data-testid="gallery-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            display: 'flex',
            gap: 1.5,
            flexWrap: 'wrap',
            alignItems: 'center',
            p: 2,
            border: '2px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 2,
          }}
        >
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            onClick={() => photoInput.current?.click()}
            disabled={queue.running || room('image') === 0}
          >
            Adicionar foto
          </Button>
          <Button
            variant="outlined"
            startIcon={<VideoCallOutlinedIcon />}
            onClick={() => videoInput.current?.click()}
            disabled={queue.running || room('video') === 0}
          >
            Adicionar vídeo
          </Button>
          <Typography variant="body2" color="text.secondary">
            Escolha várias de uma vez ou arraste os arquivos para cá.
          </Typography>
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="photo-input"
            onChange={choose('image')}
          />
          <input
            ref={videoInput}
            type="file"
            accept="video/*"
            multiple
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
        {queue.items.length > 0 && (
          <UploadQueue
            items={queue.items}
            running={queue.running}
            onUpload={send}
            onCancel={queue.clear}
            onRemove={queue.remove}
          />
        )}
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
