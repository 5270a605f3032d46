import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPendingMedia } from '../use-pending-media';

const SIZE = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 840 KB, 12,5 MB. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${SIZE.format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${SIZE.format(bytes / 1024 / 1024)} MB`;
}

type Props = { pending: TPendingMedia; progress: number | null; onUpload: () => void; onCancel: () => void };

/** The local preview of the picked file, its upload button, progress bar and cancel. */
export function PendingUpload({ pending, progress, onUpload, onCancel }: Props) {
  const isUploading = progress !== null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Mídia selecionada">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box
          sx={{
            width: 160,
            height: 120,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.200',
            flexShrink: 0,
          }}
        >
          {pending.type === 'video' ? (
            <Box
              component="video"
              src={pending.previewUrl}
              controls
              aria-label="Pré-visualização do vídeo"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Box
              component="img"
              src={pending.previewUrl}
              alt="Pré-visualização da foto"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
        </Box>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {pending.file.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {pending.type === 'video' ? 'Vídeo' : 'Foto'} · {fileSize(pending.file.size)}
          </Typography>
          {isUploading && (
            <Box sx={{ mt: 1 }}>
              <LinearProgress variant="determinate" value={progress} aria-label="Progresso do envio" />
              <Typography variant="caption" color="text.secondary">
                Enviando... {progress}%
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button variant="contained" onClick={onUpload} loading={isUploading}>
          Enviar
        </Button>
      </Box>
    </Paper>
  );
}
