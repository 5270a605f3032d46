import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TQueuedMedia } from '../use-upload-queue';

const SIZE = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 840 KB, 12,5 MB. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${SIZE.format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${SIZE.format(bytes / 1024 / 1024)} MB`;
}

type Props = {
  items: TQueuedMedia[];
  running: boolean;
  onUpload: () => void;
  onCancel: () => void;
  onRemove: (id: number) => void;
};

/** The picked files, each with its preview and its own progress, and the one 'Enviar' for all. */
export function UploadQueue({ items, running, onUpload, onCancel, onRemove }: Props) {
  const count = items.length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Mídias selecionadas">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {count === 1 ? '1 arquivo selecionado' : `${count} arquivos selecionados`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <QueuedItem key={item.id} item={item} running={running} onRemove={onRemove} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button variant="contained" onClick={onUpload} loading={running}>
          Enviar
        </Button>
      </Box>
    </Paper>
  );
}

function QueuedItem({
  item,
  running,
  onRemove,
}: {
  item: TQueuedMedia;
  running: boolean;
  onRemove: (id: number) => void;
}) {
  const isVideo = item.type === 'video';
  const name = item.file.name;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        sx={{
          width: 96,
          height: 72,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.200',
          flexShrink: 0,
        }}
      >
        {isVideo ? (
          <Box
            component="video"
            src={item.previewUrl}
            preload="metadata"
            aria-label={`Pré-visualização do vídeo ${name}`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Box
            component="img"
            src={item.previewUrl}
            alt={`Pré-visualização da foto ${name}`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {isVideo ? 'Vídeo' : 'Foto'} · {fileSize(item.file.size)}
        </Typography>
        <QueuedStatus item={item} />
      </Box>
      {!running && item.status !== 'sent' && (
        <IconButton aria-label={`Tirar ${name} da lista`} onClick={() => onRemove(item.id)}>
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
}

function QueuedStatus({ item }: { item: TQueuedMedia }) {
  const name = item.file.name;
  const female = item.type === 'image';
  switch (item.status) {
    case 'sending':
      return (
        <Box sx={{ mt: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={item.progress}
            aria-label={`Progresso do envio de ${name}`}
          />
          <Typography variant="caption" color="text.secondary">
            Enviando... {item.progress}%
          </Typography>
        </Box>
      );
    case 'sent':
      return (
        <Typography variant="caption" color="success.main">
          {female ? 'Enviada' : 'Enviado'}
        </Typography>
      );
    case 'failed':
      return (
        <Typography variant="caption" color="error" role="status">
          {female ? 'Não enviada' : 'Não enviado'}: {item.reason}
        </Typography>
      );
    default:
      return (
        <Typography variant="caption" color="text.secondary">
          Na fila
        </Typography>
      );
  }
}
