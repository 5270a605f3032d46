import type { TGuest } from '@celebra/shared/models';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

type Props = { guest: TGuest; onEdit: () => void; onDelete: () => void };

/** One confirmed guest: contact, companions, edit and delete. */
export function GuestCard({ guest, onEdit, onDelete }: Props) {
  const name = `${guest.firstName} ${guest.lastName}`;
  return (
    <Card component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={name}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {guest.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {guest.phoneNumber}
          </Typography>
        </Box>
        <IconButton aria-label={`Editar ${name}`} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
        <IconButton aria-label={`Excluir ${name}`} onClick={onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      {guest.companions.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }} aria-label="Acompanhantes">
          {guest.companions.map((companion, index) => (
            <Chip
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list where two companions may share name and age.
              key={`${companion.name}-${index}`}
              size="small"
              label={`${companion.name}, ${companion.age} anos`}
            />
          ))}
        </Box>
      )}
      {guest.message && (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
          “{guest.message}”
        </Typography>
      )}
    </Card>
  );
}
