import { formatDate } from '@celebra/shared/format';
import type { TEventMessage } from '@celebra/shared/models';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

// What a guest typed may hold a word longer than the card (a link, a run of emojis or letters):
// it wraps wherever it must rather than spilling out of the card. `word-break: break-word` is
// the same for browsers that do not know `overflow-wrap: anywhere`.
const WRAP_ANYWHERE = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/** One guest message: date, sender, e-mail, text and a delete icon. */
export function MessageCard({ message, onDelete }: { message: TEventMessage; onDelete: () => void }) {
  const sender = `${message.firstName} ${message.lastName}`;
  return (
    <Card component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={`Recado de ${sender}`}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {formatDate(message.createdAt)}
          </Typography>
          <Typography sx={{ fontWeight: 800, ...WRAP_ANYWHERE }}>{sender}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {message.email}
          </Typography>
        </Box>
        <IconButton aria-label={`Excluir recado de ${sender}`} onClick={onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', ...WRAP_ANYWHERE }}>{message.message}</Typography>
    </Card>
  );
}
